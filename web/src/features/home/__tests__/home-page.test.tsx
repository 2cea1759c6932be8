import { configure, screen, waitFor, within } from '@testing-library/react';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, fail, ok, type ApiCall } from '@/testing/fake-api';
import {
  FakeIntersectionObserver,
  useFakeIntersectionObserver,
} from '@/testing/intersection-observer';
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

const content = (classification: string, n: number) => ({
  id: String(n),
  code: `${classification}-${n}`,
  classification,
  title: `${classification} ${n}`,
  title_en: `${classification === 'special' ? 'Special' : 'Newsletter'} no. ${n}`,
  body: '本文',
  body_en: 'Text',
  post_date: '2025-05-01T00:00:00.000Z',
  prefecture_code: null,
  item_ids: [],
});

/** The top page's BFF with specials, newsletters and notices to show. */
const homeBffWithNews = () => {
  const api = homeBff();
  api.on('POST /contents/list', (call: ApiCall) => {
    const { filters, limit } = call.body as { filters: { value: string }[]; limit: number };
    const kind = filters[0]?.value ?? '';
    return ok({ contents: Array.from({ length: limit }, (_, i) => content(kind, i + 1)), hit: 9 });
  });
  api.on(
    'POST /news/list',
    ok({
      news: [
        {
          id: '1',
          code: 'news-001',
          title: '保守のお知らせ',
          title_en: 'Scheduled maintenance',
          post_date: '2025-12-31T00:00:00.000Z',
        },
      ],
      hit: 1,
    }),
  );
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
      '/contact',
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

  it('shows specials, the latest newsletters and the latest notices', async () => {
    renderApp(null, { url: '/', api: homeBffWithNews(), session: signedInSession });
    const specials = await screen.findByRole('list', { name: 'Specials' });
    expect(
      within(specials)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/specials/special-1',
      '/specials/special-2',
      '/specials/special-3',
      '/specials/special-4',
    ]);
    const newsletters = await screen.findByRole('list', { name: 'Latest newsletters' });
    expect(within(newsletters).getAllByRole('article')).toHaveLength(3);
    const notices = await screen.findByRole('list', { name: 'Latest notices' });
    expect(within(notices).getByRole('link', { name: 'Scheduled maintenance' })).toHaveAttribute(
      'href',
      '/newsletter/news-001',
    );
  });

  it('leaves out the specials band when the specials cannot be had', async () => {
    const api = homeBffWithNews();
    api.on('POST /contents/list', (call: ApiCall) => {
      const { filters } = call.body as { filters: { value: string }[] };
      return filters[0]?.value === 'special'
        ? fail('E999-999', 'Upstream failed', 502)
        : ok({ contents: [content('newsletter', 1)], hit: 1 });
    });
    renderApp(null, { url: '/', api, session: signedInSession });
    await screen.findByRole('list', { name: 'Latest newsletters' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Specials' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'News and newsletters' })).toBeInTheDocument();
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

describe('the top page in a browser that reports what is near the viewport', () => {
  useFakeIntersectionObserver();

  // docs/architecture.md#the-first-page: the product bands lie below the first screen, so the
  // cards' code is not part of the first load; their data is asked for with the page, and grey
  // cards hold their place until a band comes near.
  it('shows the product bands as grey cards until they come near, their data asked for at once', async () => {
    const api = homeBff(3);
    renderApp(null, { url: '/', api, session: signedInSession });
    for (const name of ['Recommended for you', 'Recently viewed', 'Popular this week'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(api.callsTo('POST /recommend/get')).toHaveLength(1);
    expect(api.callsTo('POST /itemRanking/get')).toHaveLength(1);
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(3);

    FakeIntersectionObserver.report(true);
    const recommended = await screen.findByRole('list', { name: 'Recommended for you' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(10);
    const viewed = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(viewed).getAllByRole('article')).toHaveLength(3);
    const ranking = await screen.findByRole('list', { name: 'Popular this week' });
    expect(within(ranking).getAllByRole('article')).toHaveLength(5);
  });

  it('loads the last bands when they come near: headings at once, then their content and data', async () => {
    const api = homeBffWithNews();
    renderApp(null, { url: '/', api, session: signedInSession });
    await screen.findByRole('heading', { level: 2, name: 'Recommended for you' });
    for (const name of ['Specials', 'News and newsletters', 'Introduction video'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Specials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /contents/list')).toEqual([]);
    expect(api.callsTo('POST /news/list')).toEqual([]);

    FakeIntersectionObserver.report(true);
    expect(await screen.findByRole('list', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Specials' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Latest notices' })).toBeInTheDocument();
  });
});
