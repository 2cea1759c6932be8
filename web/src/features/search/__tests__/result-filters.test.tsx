import { screen, within } from '@testing-library/react';
import {
  certificationFilter,
  filteredCodes,
  parseFilterOptionParam,
  searchQueryToString,
} from '@kakehashi/contracts/web';
import { ok } from '@/testing/fake-api';
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
