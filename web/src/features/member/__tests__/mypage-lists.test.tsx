import { screen, waitFor, within } from '@testing-library/react';
import { phrasesOf } from '@/testing/phrases';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { mypageGroupsRead } from '@/testing/mypage-groups';

// A buyer looks for the shortlists under "Account" (the phone's bottom bar opens /mypage): the
// overview has a card for each, first among the lists and requests. The cards are grouped under
// named headings (orders and payment, lists and requests, account), not one wall of sixteen.
const rank = { user_rank: { id: '2', code: 'silver', name: 'Silver' } };

describe('my page overview', () => {
  it('has cards for the favourites and the followed suppliers after the orders', async () => {
    const api = createFakeApi({ 'POST /member/userRank/get': ok(rank) });
    renderApp(null, { url: '/mypage', session: signedInSession, api });
    // The cards, not the menu beside them, which names the same pages.
    const main = within(await screen.findByRole('region', { name: 'Lists and requests' }));
    const favourites = await main.findByRole('link', { name: /^Favourites/ });
    expect(favourites).toHaveAttribute('href', '/favorites');
    expect(favourites).toHaveTextContent('with their prices, MOQ and labels');
    const follows = main.getByRole('link', { name: /^Followed suppliers/ });
    expect(follows).toHaveAttribute('href', '/follows');
    const cards = within(favourites.closest('ul')!).getAllByRole('link');
    const titles = cards.map((card) => card.firstChild?.textContent);
    expect(titles.slice(0, 2)).toEqual(['Favourites', 'Followed suppliers']);
  });

  it.each([
    ['en', mypageGroupsRead.en],
    ['jp', mypageGroupsRead.jp],
  ] as const)('groups the cards under named headings (%s)', async (language, groups) => {
    const api = createFakeApi({ 'POST /member/userRank/get': ok(rank) });
    renderApp(null, {
      url: '/mypage',
      session: { ...signedInSession, language },
      ...(language === 'jp' ? { locale: 'jp' as const } : {}),
      api,
    });
    await screen.findByRole('heading', {
      level: 1,
      name: language === 'jp' ? 'マイページ' : 'My page',
    });
    const main = within(screen.getByRole('main'));
    const found = Object.fromEntries(
      main.getAllByRole('heading', { level: 2 }).map((heading) => {
        // Each group is a region named by its heading, holding its cards.
        const region = main.getByRole('region', { name: heading.textContent! });
        const links = within(region).getAllByRole('link');
        return [heading.textContent, links.map((link) => link.firstChild?.textContent)];
      }),
    );
    expect(found).toEqual(groups);
  });

  it('names them in Japanese on a Japanese page', async () => {
    const api = createFakeApi({ 'POST /member/userRank/get': ok(rank) });
    renderApp(null, {
      url: '/mypage',
      session: { ...signedInSession, language: 'jp' as const },
      locale: 'jp' as const,
      api,
    });
    const main = within(await screen.findByRole('region', { name: 'リストと依頼' }));
    expect(await main.findByRole('link', { name: /^お気に入り/ })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(main.getByRole('link', { name: /^フォロー中の事業者/ })).toHaveAttribute(
      'href',
      '/follows',
    );
    // A card's text breaks between phrases, never inside 問い合わせ (「問い／合わせできます」 at 390 px).
    const follows = main.getByRole('link', { name: /^フォロー中の事業者/ });
    await waitFor(() =>
      expect(phrasesOf(follows.querySelector('.mypage-card__text'))).toContain(
        '問い合わせできます。',
      ),
    );
  });
});
