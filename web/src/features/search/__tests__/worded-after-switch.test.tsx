import { screen, waitFor } from '@testing-library/react';
import { ok } from '@/testing/fake-api';
import {
  describeWordedScreens,
  openHoldingTheSave,
  type Locale,
  type WordedScreen,
} from '@/testing/session-wording';
import { yamadaSakeCard } from './search-fakes';

// docs/upstream.md#languages: a supplier search answers the suppliers' hashtags in the session
// language only. After a switch, until read again, the cards show them loading, never in the
// language just left (the machinery and what it checks: testing/session-wording.tsx).
const suppliers = (
  held: Locale,
  hashtags = held === 'jp' ? ['#日本酒', '#酒蔵'] : ['#Sake', '#Brewery'],
) => [{ ...yamadaSakeCard, hashtags }];
// The card shows the hashtags as one line.
const names = { jp: ['#日本酒', '#酒蔵'], en: ['#Sake', '#Brewery'] };

const answers = (held: () => Locale) => ({
  'POST /suppliers/search': () => ok({ suppliers: suppliers(held()), hit: 1 }),
});

const searchResults: WordedScreen = {
  url: '/search/searchSupplier?keyword=sake',
  signedIn: true,
  answers,
  names,
};

const prefecturePage: WordedScreen = {
  url: '/search_index_supplier/prefecture_code?prefecture_code=15',
  signedIn: true,
  answers,
  names,
};

describe('supplier search results’ hashtags, after a language switch', () => {
  describeWordedScreens({ searchResults, prefecturePage });

  // Read again, a supplier whose hashtags are the same in both languages comes back unchanged (the
  // same object in the cache): its card still learns the answer is new and shows them again.
  it('shows hashtags worded alike in both languages again once read in the new language', async () => {
    const alike: WordedScreen = {
      ...searchResults,
      answers: (held) => ({
        'POST /suppliers/search': () => ok({ suppliers: suppliers(held(), ['#SDGs']), hit: 1 }),
      }),
      names: { jp: ['#SDGs'], en: ['#SDGs'] },
    };
    const { user, store, api } = await openHoldingTheSave(alike, 'en');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(screen.queryByText('#SDGs')).toBeNull();

    store();
    await waitFor(() => expect(api.callsTo('POST /suppliers/search')).toHaveLength(2));
    expect(await screen.findByText('#SDGs')).toBeInTheDocument();
  });
});
