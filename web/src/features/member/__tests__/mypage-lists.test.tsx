import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// A buyer looks for the shortlists under "Account" (the phone's bottom bar opens /mypage): the
// overview has a card for each, right after the orders.
const rank = { user_rank: { id: '2', code: 'silver', name: 'Silver' } };

describe('my page overview', () => {
  it('has cards for the favourites and the followed suppliers after the orders', async () => {
    const api = createFakeApi({ 'POST /member/userRank/get': ok(rank) });
    renderApp(null, { url: '/mypage', session: signedInSession, api });
    await screen.findByRole('heading', { name: 'My page', level: 1 });
    const main = within(screen.getByRole('main'));
    const favourites = await main.findByRole('link', { name: /^Favourites/ });
    expect(favourites).toHaveAttribute('href', '/favorites');
    expect(favourites).toHaveTextContent('with their prices, MOQ and labels');
    const follows = main.getByRole('link', { name: /^Followed suppliers/ });
    expect(follows).toHaveAttribute('href', '/follows');
    const cards = within(favourites.closest('ul')!).getAllByRole('link');
    const titles = cards.map((card) => card.firstChild?.textContent);
    expect(titles.slice(1, 4)).toEqual(['Order history', 'Favourites', 'Followed suppliers']);
  });

  it('names them in Japanese on a Japanese page', async () => {
    const api = createFakeApi({ 'POST /member/userRank/get': ok(rank) });
    renderApp(null, {
      url: '/mypage',
      session: { ...signedInSession, language: 'jp' as const },
      locale: 'jp' as const,
      api,
    });
    await screen.findByRole('heading', { name: 'マイページ', level: 1 });
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: /^お気に入り/ })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(main.getByRole('link', { name: /^フォロー中の事業者/ })).toHaveAttribute(
      'href',
      '/follows',
    );
  });
});
