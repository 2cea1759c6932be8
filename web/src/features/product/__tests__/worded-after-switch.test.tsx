import { screen, waitFor } from '@testing-library/react';
import { ok } from '@/testing/fake-api';
import { giftServiceGroup } from '@/testing/cart-fixtures';
import { riceProduct } from '@/testing/catalog-fakes';
import {
  describeWordedScreens,
  openHoldingTheSave,
  shown,
  type Locale,
  type WordedScreen,
} from '@/testing/session-wording';

// docs/upstream.md#languages: a product's free-text facts, other buyers' reviews and option
// groups come in the session language only. After a switch, until they are read again in the new
// language, the product page and its buy section show them loading, never in the language just
// left (the machinery: testing/session-wording.tsx; the checkout's options:
// features/checkout/__tests__/options-worded-after-switch.test.tsx).

/** A product answer's free-text facts, in the language the session holds. */
const wordedFacts = (held: Locale) =>
  held === 'jp'
    ? {
        materials: '有機栽培米',
        allergy: '小麦由来の成分なし',
        colorVariation: '生成り, 若草',
        frontRemarks1: '#鹿児島 #有機栽培',
      }
    : {
        materials: 'Organically grown rice',
        allergy: 'No wheat-derived ingredients',
        colorVariation: 'Unbleached, Young leaf',
        frontRemarks1: '#Kagoshima #OrganicFarming',
      };

const otherBuyersReview = (held: Locale) => ({
  id: 'R1',
  item_id: '101659',
  rating: 5,
  title: held === 'jp' ? '香りの良いお米' : 'Fragrant rice',
  body: held === 'jp' ? '炊き上がりがふっくらしています。' : 'It cooks up soft and plump.',
  isPublished: true,
  isConfirmed: true,
  created_at: '2026-10-01T00:00:00.000Z',
});

const productAnswers =
  (optionGroups: (held: Locale) => unknown[], reviews: (held: Locale) => unknown[]) =>
  (held: () => Locale) => ({
    'POST /items/detail': () => ok({ items: [riceProduct({ moq: 24, ...wordedFacts(held()) })] }),
    'POST /review/list': () => ok({ reviews: reviews(held()), hit: reviews(held()).length }),
    'POST /member/review/list': () => ok({ reviews: [], hit: 0 }),
    'POST /optiongroup/get': () => ok({ option_groups: optionGroups(held()) }),
    'POST /recommend/get': () => ok({ items: [] }),
    'POST /viewedItems/put': () => ok({}),
    'POST /member/follows/list': () => ok({ supplierIds: [], suppliers: [], hit: 0 }),
  });

const productPage: WordedScreen = {
  url: '/show?code=P101659',
  signedIn: true,
  answers: productAnswers(
    () => [],
    (held) => [otherBuyersReview(held)],
  ),
  names: {
    jp: [
      '有機栽培米',
      '小麦由来の成分なし',
      '生成り',
      '若草',
      // The remark's hashtags, a chip each (hashtag-remarks.test.tsx).
      '#鹿児島',
      '#有機栽培',
      '香りの良いお米',
      '炊き上がりがふっくらしています。',
    ],
    en: [
      'Organically grown rice',
      'No wheat-derived ingredients',
      'Unbleached',
      'Young leaf',
      '#Kagoshima',
      '#OrganicFarming',
      'Fragrant rice',
      'It cooks up soft and plump.',
    ],
  },
};

const productWithOptions: WordedScreen = {
  url: '/show?code=P101659',
  signedIn: true,
  answers: productAnswers(
    (held) => [giftServiceGroup(held)],
    () => [],
  ),
  names: {
    jp: [
      '贈答サービス',
      '贈り物としてお包みします',
      'のし紙',
      '紅白蝶結び',
      'メッセージカードの文面',
    ],
    en: [
      'Gift service',
      'Wrapped for giving',
      'Noshi paper',
      'Red and white bow',
      'Message card text',
    ],
  },
};

describe('a product’s facts, reviews and options after a language switch', () => {
  beforeAll(async () => {
    // The lazy route, loaded before the tests so none waits on the import.
    await import('../routes/product-detail-page');
  });

  describeWordedScreens({ productPage, productWithOptions });

  it('shows loading only the facts the upstream words, not the ones the page words itself', async () => {
    const { user, store } = await openHoldingTheSave(productPage, 'jp');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(shown()).not.toContain('有機栽培米');
    // The name (a pair the page picks) and the MOQ (a number it words) are in English at once.
    expect(
      screen.getByRole('heading', { name: 'Takumi Organic Koshihikari Rice from Kagoshima' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('24 units').length).toBeGreaterThan(0);
    const materials = document.querySelector('[data-fact="materials"] dd');
    expect(materials?.querySelector('.skeleton')).not.toBeNull();
    expect(document.querySelector('[data-fact="moq"] dd .skeleton')).toBeNull();
    store();
    expect(await screen.findByText('Organically grown rice')).toBeInTheDocument();
  });

  it('keeps each option field named while its name loads', async () => {
    const { user, store } = await openHoldingTheSave(productWithOptions, 'en');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(shown()).not.toContain('Noshi paper');
    expect(screen.getAllByRole('combobox', { name: '読み込み中…' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /読み込み中…/ })).toBeInTheDocument();
    store();
    expect(await screen.findByRole('combobox', { name: 'のし紙' })).toBeInTheDocument();
  });
});
