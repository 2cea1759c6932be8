import { act, screen, within } from '@testing-library/react';
import {
  certificationFilter,
  parseFilterOptionParam,
  searchFilterGroups,
  searchQueryToString,
} from '@kakehashi/contracts/web';
import discoveryEn from '@/locales/discovery.en.json';
import { fakeItem } from '@/testing/catalog-fakes';
import { ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { currentQuery, lastList, openSearch as open, searchBff } from './search-fakes';

const filterLabels = discoveryEn.discovery.filters as unknown as Record<
  string,
  Record<string, string>
>;
const priceLabels: Record<string, string> = {
  under1000: 'Under ¥1,000',
  '1000to3000': '¥1,000 – ¥3,000',
  '3000to10000': '¥3,000 – ¥10,000',
  '10000to30000': '¥10,000 – ¥30,000',
  over30000: '¥30,000 and over',
};
const labelOf = (group: string, option: string): string =>
  group === 'price' ? (priceLabels[option] ?? option) : (filterLabels[group]?.[option] ?? option);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('product search results (state in the URL through the contracts codec)', () => {
  it('asks items/list for what the URL says: keyword, filters, sort, page and page size', async () => {
    const filterOption = searchFilterGroups.find((g) => g.id === 'temperature')!.options[1]!
      .entries;
    const query = searchQueryToString({
      keyword: [{ group: '', text: 'green tea', fields: [] }],
      page: 3,
      sort: 'price_asc',
      filterOption,
    });
    const { api } = open(`/search/searchList?${query}&limit=40`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “green tea”' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Product 81' });
    const body = lastList(api);
    expect(body).toMatchObject({ keyword: 'green tea', sort: 'price_asc', offset: 80, limit: 40 });
    expect(parseFilterOptionParam(body.filterOptions ?? '').value).toEqual(filterOption);
    expect(body.facets).toEqual(expect.arrayContaining(['filters', 'category']));
  });

  it('shows the keyword and the product tab in the header search box', async () => {
    open('/search/searchList?keyword=%E6%97%A5%E6%9C%AC%E9%85%92');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('searchbox')).toHaveValue('日本酒');
    expect(within(header).getByRole('radio', { name: 'Products' })).toBeChecked();
  });

  it('closes the filter sheet on Escape and puts the buyer back on its button', async () => {
    const { user } = open('/search/searchList?keyword=tea');
    const toggle = await screen.findByRole('button', { name: 'Filters (0)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}'); // focus is in the sheet, which took it on opening
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows the supplier tab on supplier results', async () => {
    const api = searchBff();
    api.on('POST /suppliers/search', ok({ suppliers: [], hit: 0 }));
    open('/search/searchSupplier?keyword=tea', api);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('searchbox')).toHaveValue('tea');
    expect(within(header).getByRole('radio', { name: 'Suppliers' })).toBeChecked();
  });

  it.each(searchFilterGroups.flatMap((g) => g.options.map((o) => [g.id, o.id] as const)))(
    'turns the %s filter option %s on through the URL, back at page 1, and off by its chip',
    async (groupId, optionId) => {
      const group = searchFilterGroups.find((g) => g.id === groupId)!;
      const option = group.options.find((o) => o.id === optionId)!;
      const { user, router, api } = open('/search/searchList?keyword=tea&page=2');
      await screen.findByRole('link', { name: 'Product 21' });
      const role = group.choice === 'one' && option.id !== 'yes' ? 'radio' : 'checkbox';
      const groupTitle =
        option.id === 'yes' ? 'Product information' : (filterLabels[groupId]?.title ?? groupId);
      const control = within(screen.getByRole('group', { name: groupTitle })).getByRole(role, {
        name: new RegExp(`^${escapeRegExp(labelOf(groupId, optionId))}`),
      });
      if (option.id === 'frozen') {
        // A count of 0: the option cannot be chosen (it would show nothing).
        expect(control).toBeDisabled();
        return;
      }
      await user.click(control);
      const query = currentQuery(router);
      expect(query.page).toBe(1);
      expect(query.keyword?.[0]?.text).toBe('tea');
      expect(query.filterOption).toEqual(option.entries);
      await screen.findByRole('link', { name: 'Product 1' });
      expect(parseFilterOptionParam(lastList(api).filterOptions ?? '').value).toEqual(
        option.entries,
      );
      await user.click(await screen.findByRole('button', { name: /^Remove / }));
      expect(currentQuery(router).filterOption).toBeUndefined();
    },
  );

  it('offers price as bands that do not overlap, one choice replacing the other', async () => {
    const { user, router } = open('/search/searchList');
    const price = await screen.findByRole('group', { name: 'Price' });
    expect(
      within(price)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.querySelector('.filter-choice__label')?.textContent),
    ).toEqual(['No limit', ...Object.values(priceLabels)]);
    await user.click(within(price).getByRole('radio', { name: /^Under ¥1,000/ }));
    await user.click(await screen.findByRole('radio', { name: /^¥10,000 – ¥30,000/ }));
    expect(
      currentQuery(router).filterOption?.map((e) => `${e.compare}${e.value} ${e.operator}`),
    ).toEqual(['>=10000 and', '<30000 and']);
    await user.click(screen.getByRole('radio', { name: 'No limit' }));
    expect(currentQuery(router).filterOption).toBeUndefined();
  });

  it.each([
    ['Name (A–Z)', 'name_asc'],
    ['Newest', 'newest'],
    ['Price: high to low', 'price_desc'],
    ['Price: low to high', 'price_asc'],
  ])('sorts by %s through the URL and starts again at page 1', async (label, sort) => {
    const { user, router, api } = open('/search/searchList?keyword=tea&page=3');
    await screen.findByRole('link', { name: 'Product 41' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
    expect(currentQuery(router)).toMatchObject({ sort, page: 1 });
    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastList(api)).toMatchObject({ sort, offset: 0 });
  });

  it('leaves the default sort out of the URL', async () => {
    const { user, router } = open('/search/searchList?sort=newest');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Featured');
    expect(router.state.location.search).not.toContain('sort');
  });

  it('offers the site count as the default page size and keeps a chosen one in the URL', async () => {
    const { user, router, api } = open('/search/searchList?page=2');
    const perPage = await screen.findByRole('combobox', { name: 'Per page' });
    expect(perPage).toHaveValue('20');
    await user.selectOptions(perPage, '60 per page');
    expect(router.state.location.search).toContain('limit=60');
    expect(currentQuery(router).page).toBe(1);
    await screen.findByRole('link', { name: 'Product 60' });
    expect(lastList(api)).toMatchObject({ limit: 60, offset: 0 });
    await user.selectOptions(perPage, '20 per page');
    expect(router.state.location.search).not.toContain('limit');
  });

  it.each([1, 3])('shows every page when there are 5 or fewer (page %d)', async (page) => {
    open(`/search/searchList?page=${page}`, searchBff(95));
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    const slots = within(pager)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(slots).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent(String(page));
  });

  it('shows first, current and last with ellipses beyond 5 pages; back and forward keep it', async () => {
    const { user, router } = open('/search/searchList?keyword=tea&page=7', searchBff(240));
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    // The ellipses are shown but hidden from screen readers (the page links say their numbers).
    const slots = [...pager.querySelectorAll('li')].map((li) => li.textContent);
    expect(slots).toEqual(['1', '…', '7', '…', '12']);
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(currentQuery(router)).toMatchObject({ page: 8, keyword: [{ text: 'tea' }] });
    await act(() => router.navigate(-1));
    expect(currentQuery(router).page).toBe(7);
    expect(await screen.findByRole('link', { name: 'Product 121' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(currentQuery(router).page).toBe(8);
  });

  it('says once that more than 4,000 match, and asks to refine', async () => {
    const { container } = open('/search/searchList', searchBff(4000, { hit_capped: true }));
    expect(await screen.findByText('More than 4,000 products')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Too many products to show them all. Add keywords or filters to narrow them down.',
      ),
    ).toBeInTheDocument();
    // One number on the screen: no "4,000 products" beside "more than 4,000".
    const head = container.querySelector('.search-page')?.textContent ?? '';
    expect(head.match(/4,000/g)).toHaveLength(1);
  });

  it('says it in Japanese on a Japanese page, one language and one number', async () => {
    const { container } = renderApp(null, {
      url: '/search/searchList',
      api: searchBff(4000, { hit_capped: true }),
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
    });
    expect(await screen.findByText('4,000件超')).toBeInTheDocument();
    const page = container.querySelector('.search-page')?.textContent ?? '';
    expect(page.match(/4,000/g)).toHaveLength(1);
    expect(page).not.toMatch(/products|More than/);
  });

  it('suggests what to change when nothing matches', async () => {
    const temperature = searchFilterGroups.find((g) => g.id === 'temperature')!;
    const query = searchQueryToString({
      keyword: [{ group: '', text: 'zzz', fields: [] }],
      filterOption: temperature.options[0]!.entries,
    });
    const { user, router } = open(`/search/searchList?${query}`, searchBff(0));
    const title = await screen.findByRole('heading', {
      name: 'No products match “zzz” with these filters.',
    });
    const empty = title.closest('.empty-state') as HTMLElement;
    await user.click(
      within(empty).getByRole('button', { name: 'Remove Transport temperature: Ambient (dry)' }),
    );
    expect(currentQuery(router).filterOption).toBeUndefined();
    await user.click(await screen.findByRole('button', { name: 'Search without the keyword' }));
    expect(currentQuery(router).keyword).toBeUndefined();
  });

  it('shows the card: name, supplier, prefecture, two certifications, one link to /show', async () => {
    open('/search/searchList?keyword=sake');
    const link = await screen.findByRole('link', { name: 'Product 1' });
    expect(link).toHaveAttribute('href', '/show?code=P100001');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Yamada Sake Brewery Co., Ltd.')).toBeInTheDocument();
    expect(await within(card).findByText('Niigata')).toBeInTheDocument();
    const chips = within(card).getByRole('list', { name: 'Certifications' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['HACCP', 'Halal']);
    expect(within(card).getAllByRole('button').length).toBeGreaterThan(0);
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
  });

  it('shows the certification the search filters on first, within the two chips', async () => {
    const api = searchBff();
    // Two international marks before the Japanese one: unfiltered, GI would be the third, hidden.
    const item = fakeItem(1);
    api.on(
      'POST /items/list',
      ok({
        items: [{ ...item, custom: { ...item.custom, cettificationsJapan: ['gi'] } }],
        hit: 1,
      }),
    );
    open(
      `/search/searchList?${searchQueryToString({ filterOption: certificationFilter('gi') })}`,
      api,
    );
    const link = await screen.findByRole('link', { name: 'Product 1' });
    const card = link.closest('article') as HTMLElement;
    const chips = await within(card).findByRole('list', { name: 'Certifications' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GI', 'HACCP']);
  });
});
