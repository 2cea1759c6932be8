import { screen, waitFor, within } from '@testing-library/react';
import {
  certificationFilter,
  filteredCodes,
  parseFilterOptionParam,
  searchQueryToString,
} from '@kakehashi/contracts/web';
import { ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { currentQuery, lastList, openSearch, searchBff } from './search-fakes';

/** The fake BFF with a region of two prefectures, so a region differs from a prefecture. */
const withKanto = () => {
  const api = searchBff();
  api.on('POST /customMaster/get', (call) => {
    const { system_name } = call.body as { system_name: string };
    const options: Record<string, unknown[]> = {
      prefectures: [
        { code: '13', name: '東京都', name_en: 'Tokyo', region: 'kanto' },
        { code: '14', name: '神奈川県', name_en: 'Kanagawa', region: 'kanto' },
        { code: '15', name: '新潟県', name_en: 'Niigata', region: 'chubu' },
      ],
      regions: [
        { code: 'kanto', name: '関東', name_en: 'Kanto' },
        { code: 'chubu', name: '中部', name_en: 'Chubu' },
      ],
      cettifications: [{ code: 'halal', name: 'ハラール', name_en: 'Halal' }],
      cettificationsJapan: [],
    };
    return ok({ options: options[system_name] ?? [] });
  });
  return api;
};

const labelsOf = (group: HTMLElement) =>
  [...group.querySelectorAll('.filter-choice')].map((choice) => choice.textContent);

describe('the results filter column: certification and place of making', () => {
  it('asks the upstream for the certification, region and prefecture facets', async () => {
    const { api } = openSearch('/search/searchList?keyword=tea');
    await screen.findByRole('link', { name: 'Product 1' });
    expect(lastList(api).facets).toEqual(
      expect.arrayContaining(['certification', 'region', 'prefecture']),
    );
  });

  it('offers each certification with its count, one choice, removable by its chip', async () => {
    const { user, router } = openSearch('/search/searchList?keyword=tea');
    const group = await screen.findByRole('group', { name: 'Certification' });
    expect(labelsOf(group)).toEqual(['Any certification', 'HACCP30', 'Halal12']);
    await user.click(within(group).getByRole('radio', { name: /^Halal/ }));
    expect(filteredCodes(currentQuery(router).filterOption, 'certification')).toEqual(['halal']);
    await user.click(within(group).getByRole('radio', { name: /^HACCP/ }));
    expect(filteredCodes(currentQuery(router).filterOption, 'certification')).toEqual(['haccp']);
    await user.click(await screen.findByRole('button', { name: 'Remove Certification: HACCP' }));
    expect(currentQuery(router).filterOption).toBeUndefined();
  });

  it('shows the six most frequent certifications, and the rest on asking', async () => {
    const api = searchBff();
    const codes = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];
    api.on('POST /items/list', () =>
      ok({
        items: [],
        hit: 0,
        facets: {
          certification: codes.map((code, i) => ({
            value: code,
            name: code,
            name_en: code.toUpperCase(),
            count: 20 - i,
          })),
          filters: [],
        },
      }),
    );
    const { user } = openSearch('/search/searchList?keyword=tea', api);
    const group = await screen.findByRole('group', { name: 'Certification' });
    expect(within(group).getAllByRole('radio')).toHaveLength(7);
    await user.click(within(group).getByRole('button', { name: 'Show all (8)' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(9);
    await user.click(within(group).getByRole('radio', { name: /^C8/ }));
    await user.click(await within(group).findByRole('button', { name: 'Show fewer' }));
    // The chosen one stays in view in the short list.
    expect(within(group).getByRole('radio', { name: /^C8/ })).toBeChecked();
  });

  it('offers the regions, then the chosen region’s prefectures; a region is all its prefectures', async () => {
    const api = withKanto();
    api.on('POST /items/list', () =>
      ok({
        items: [],
        hit: 0,
        facets: {
          region: [{ value: 'kanto', name: '関東', name_en: 'Kanto', count: 9 }],
          prefecture: [
            { value: '13', name: '東京都', name_en: 'Tokyo', count: 5 },
            { value: '14', name: '神奈川県', name_en: 'Kanagawa', count: 4 },
          ],
          filters: [],
        },
      }),
    );
    const { user, router } = openSearch('/search/searchList?keyword=tea', api);
    const group = await screen.findByRole('group', { name: 'Made in' });
    expect(labelsOf(group)).toEqual(['Anywhere in Japan', 'Kanto9']);
    await user.click(within(group).getByRole('radio', { name: /^Kanto/ }));
    expect(filteredCodes(currentQuery(router).filterOption, 'prefecture')).toEqual(['13', '14']);
    // The chip, above the results and again in the empty state's suggestions.
    expect(await screen.findAllByRole('button', { name: 'Remove Made in: Kanto' })).not.toEqual([]);
    expect(labelsOf(group)).toEqual(['Anywhere in Japan', 'Kanto9', 'Tokyo5', 'Kanagawa4']);
    await user.click(within(group).getByRole('radio', { name: /^Tokyo/ }));
    expect(filteredCodes(currentQuery(router).filterOption, 'prefecture')).toEqual(['13']);
    expect(await screen.findAllByRole('button', { name: 'Remove Made in: Tokyo' })).not.toEqual([]);
    await user.click(within(group).getByRole('radio', { name: 'Anywhere in Japan' }));
    expect(currentQuery(router).filterOption).toBeUndefined();
  });

  it('keeps a browsed category and certification when a keyword is typed in the header', async () => {
    const browsed = searchQueryToString({
      category: ['food-sake'],
      filterOption: certificationFilter('halal'),
      sort: 'newest',
    });
    const { user, router, api } = openSearch(`/search/searchList?${browsed}`);
    await screen.findByRole('link', { name: 'Product 1' });
    const header = document.querySelector<HTMLElement>('.site-header')!;
    await user.type(within(header).getByRole('searchbox'), 'junmai{Enter}');
    // From product results the box writes the search once the whole codec is in
    // (docs/architecture.md#the-first-page).
    await waitFor(() => expect(currentQuery(router).keyword?.[0]?.text).toBe('junmai'));
    const query = currentQuery(router);
    expect(query.keyword?.[0]?.text).toBe('junmai');
    expect(query.category).toEqual(['food-sake']);
    expect(filteredCodes(query.filterOption, 'certification')).toEqual(['halal']);
    expect(query.sort).toBeUndefined();
    await screen.findByRole('heading', { level: 1, name: 'Results for “junmai”' });
    const body = lastList(api) as { category?: string; filterOptions?: string };
    expect(body.category).toBe('food-sake');
    expect(parseFilterOptionParam(body.filterOptions ?? '').value).toEqual(
      certificationFilter('halal'),
    );
  });
});

describe('the variation filter, scoped to the results', () => {
  const withColours = () => {
    const api = searchBff();
    api.on(
      'POST /variation/get',
      ok({
        variations: [
          { code: 'color', name: 'カラー', name_en: 'Colour', selections: [] },
          { code: 'amount-g', name: '内容量', name_en: 'Net weight', selections: [] },
        ],
      }),
    );
    api.on('POST /items/list', () =>
      ok({
        items: [],
        hit: 0,
        facets: {
          variation: [{ value: 'color:indigo', name: '藍色', name_en: 'Indigo', count: 3 }],
          filters: [],
        },
      }),
    );
    return api;
  };

  it.each([
    ['en', 'Variation', 'Colour', 'Indigo'],
    ['jp', 'バリエーション', 'カラー', '藍色'],
  ] as const)(
    'offers only what the results have, named in the page language (%s)',
    async (locale, title, group, name) => {
      const { user, router } = renderApp(null, {
        url: '/search/searchList?keyword=stole',
        api: withColours(),
        session: { ...signedInSession, language: locale },
        locale,
      });
      const filter = await screen.findByRole('group', { name: title });
      await screen.findByText(group);
      expect(labelsOf(filter)).toEqual([`${name}3`]);
      await user.click(within(filter).getByRole('checkbox', { name: new RegExp(`^${name}`) }));
      expect(currentQuery(router).variation).toEqual([
        { code: 'color', by: 'code', value: 'indigo' },
      ]);
      expect(
        (await screen.findAllByRole('button', { name: new RegExp(name) })).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe('the URL of the results', () => {
  it('drops sellingStatus=all in place, keeping the rest of the search', async () => {
    const { router, api } = openSearch(
      '/search/searchList?keyword=tea&sellingStatus=all&sort=newest&limit=40',
    );
    await screen.findByRole('link', { name: 'Product 1' });
    expect(router.state.location.search).toBe('?keyword=tea&sort=newest&limit=40');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(lastList(api)).toMatchObject({ keyword: 'tea', sort: 'newest', limit: 40 });
  });
});
