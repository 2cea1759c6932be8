import { configure, screen, within } from '@testing-library/react';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

const homeBff = (viewed = 0) => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  const items = (n: number, from = 1) => Array.from({ length: n }, (_, i) => fakeItem(from + i));
  api.on('POST /recommend/get', ok({ items: items(10) }));
  api.on('POST /viewedItems/get', ok({ items: items(viewed, 50) }));
  api.on(
    'POST /itemRanking/get',
    ok({ items: items(5, 80).map((item, i) => ({ ...item, rank: i + 1 })) }),
  );
  api.on('POST /contents/list', ok({ contents: [], hit: 0 }));
  api.on('POST /news/list', ok({ news: [], hit: 0 }));
  return api;
};

describe('top page', () => {
  it('is the front door: search with its switch, ways to browse, products, video, contact', async () => {
    renderApp(null, { url: '/', api: homeBff(), session: signedInSession });
    const hero = await screen.findByRole('heading', { level: 1, name: /Find Japanese products/ });
    const heroSearch = within(hero.closest('section') as HTMLElement).getByRole('search');
    expect(within(heroSearch).getByRole('radio', { name: 'Suppliers' })).toBeInTheDocument();
    const browse = screen.getByRole('navigation', { name: 'Ways to browse' });
    expect(
      within(browse)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/search/searchCategory',
      '/search/certification',
      '/search_index_supplier',
      '/specials',
      '/specials_place',
    ]);
    const recommended = await screen.findByRole('list', { name: 'Recommended for you' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(10);
    const ranking = await screen.findByRole('list', { name: 'Popular this week' });
    expect(
      within(ranking)
        .getAllByText(/^Rank \d$/)
        .map((n) => n.textContent),
    ).toEqual(['Rank 1', 'Rank 2', 'Rank 3', 'Rank 4', 'Rank 5']);
    expect(screen.getByRole('heading', { name: 'Introduction video' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: /Can't find/ });
    expect(within(banner).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/faq_question#contact',
    );
  });

  it('shows recently viewed products only when there are some', async () => {
    renderApp(null, { url: '/', api: homeBff(0), session: signedInSession });
    await screen.findByRole('list', { name: 'Recommended for you' });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('lists recently viewed products when the buyer has viewed some', async () => {
    renderApp(null, { url: '/', api: homeBff(3), session: signedInSession });
    const viewed = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(viewed).getAllByRole('article')).toHaveLength(3);
  });

  it('searches suppliers from the hero when the switch says so', async () => {
    const api = homeBff();
    api.on('POST /suppliers/search', ok({ suppliers: [], hit: 0 }));
    const { user, router } = renderApp(null, { url: '/', api, session: signedInSession });
    const hero = await screen.findByRole('heading', { level: 1, name: /Find Japanese products/ });
    const form = within(hero.closest('section') as HTMLElement).getByRole('search');
    await user.click(within(form).getByRole('radio', { name: 'Suppliers' }));
    await user.type(within(form).getByRole('searchbox'), 'kyoto, fans');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/search/searchSupplier');
    // The codec escapes the comma: one keyword entry, not two.
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('kyoto%2C fans');
  });

  it('plays the introduction video scene by scene', async () => {
    const { user } = renderApp(null, { url: '/', api: homeBff(), session: signedInSession });
    await user.click(await screen.findByRole('button', { name: 'Contact suppliers' }));
    expect(screen.getByText('Scene 4 of 4')).toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  });
});
