import {
  clearFilterGroup,
  filteredCodes,
  isFilterOptionActive,
  keywordSearch,
  priceBandOf,
  regionFilter,
  replaceBrowseFilter,
  certificationFilter,
  parseSearchQuery,
  searchFilterGroups,
  searchQueryToString,
  toggleFilterOption,
  type SearchFilterGroup,
} from '../index';

const group = (id: string) => searchFilterGroups.find((g) => g.id === id) as SearchFilterGroup;
const option = (g: SearchFilterGroup, id: string) => g.options.find((o) => o.id === id)!;

describe('search filters as filterOption entries', () => {
  const price = group('price');
  const temperature = group('temperature');

  it('replaces the choice of a one-choice group', () => {
    const under = toggleFilterOption(undefined, price, option(price, 'under1000'));
    const over = toggleFilterOption(under, price, option(price, 'over30000'));
    expect(isFilterOptionActive(over, option(price, 'under1000'))).toBe(false);
    expect(isFilterOptionActive(over, option(price, 'over30000'))).toBe(true);
  });

  it('offers price bands that never overlap: every price falls in exactly one', () => {
    expect(price.options.map((o) => o.id)).toEqual([
      'under1000',
      '1000to3000',
      '3000to10000',
      '10000to30000',
      'over30000',
    ]);
    const inBand = (yen: number, id: string) => {
      const { from = 0, to = Infinity } = priceBandOf(id)!;
      return yen >= from && yen < to;
    };
    for (const yen of [0, 999, 1000, 2999, 3000, 9999, 10000, 29999, 30000, 1e6])
      expect(price.options.filter((o) => inBand(yen, o.id))).toHaveLength(1);
    // A band's two ends must both hold: its entries combine with and.
    expect(
      option(price, '1000to3000').entries.map((e) => [e.compare, e.value, e.operator]),
    ).toEqual([
      ['>=', '1000', 'and'],
      ['<', '3000', 'and'],
    ]);
  });

  it('adds up the options of a many-choice group and takes one off again', () => {
    const dry = toggleFilterOption(undefined, temperature, option(temperature, 'dry'));
    const both = toggleFilterOption(dry, temperature, option(temperature, 'frozen'));
    expect(both).toHaveLength(2);
    const frozenOnly = toggleFilterOption(both, temperature, option(temperature, 'dry'));
    expect(frozenOnly).toEqual(option(temperature, 'frozen').entries);
    expect(toggleFilterOption(frozenOnly, temperature, option(temperature, 'frozen'))).toBe(
      undefined,
    );
  });

  it('keeps entries it does not know and clears one group only', () => {
    const foreign = parseSearchQuery('filterOption=x:custom.a:%3D:1:and:false').query.filterOption;
    const withDry = toggleFilterOption(foreign, temperature, option(temperature, 'dry'));
    expect(clearFilterGroup(withDry, temperature)).toEqual(foreign);
  });

  it('round-trips every option through the URL codec', () => {
    for (const g of searchFilterGroups)
      for (const o of g.options) {
        const text = searchQueryToString({ filterOption: o.entries });
        expect(isFilterOptionActive(parseSearchQuery(text).query.filterOption, o)).toBe(true);
      }
  });
});

describe('browse filters (certification, prefecture, region)', () => {
  it('writes a region as its prefectures and reads them back', () => {
    const kanto = regionFilter([8, 9, 13]);
    const text = searchQueryToString({ filterOption: kanto });
    expect(filteredCodes(parseSearchQuery(text).query.filterOption, 'prefecture')).toEqual([
      '8',
      '9',
      '13',
    ]);
  });

  it('replaces one browse filter and keeps the others', () => {
    const both = [...certificationFilter('halal'), ...regionFilter([13])];
    const next = replaceBrowseFilter(both, 'certification', certificationFilter('haccp'));
    expect(filteredCodes(next, 'certification')).toEqual(['haccp']);
    expect(filteredCodes(next, 'prefecture')).toEqual(['13']);
    expect(replaceBrowseFilter(certificationFilter('x'), 'certification', [])).toBeUndefined();
  });
});

describe('a keyword typed on a results page (docs/rules/search.md#keyword)', () => {
  const temperature = group('temperature');
  const browsed = parseSearchQuery(
    searchQueryToString({
      category: ['food-sake'],
      filterOption: [...certificationFilter('halal'), ...option(temperature, 'dry').entries],
      sort: 'newest',
      page: 3,
    }),
  ).query;

  it('keeps the category and the certification, through the URL codec', () => {
    const next = parseSearchQuery(searchQueryToString(keywordSearch(browsed, 'junmai'))).query;
    expect(next.keyword?.map((k) => k.text)).toEqual(['junmai']);
    expect(next.category).toEqual(['food-sake']);
    expect(filteredCodes(next.filterOption, 'certification')).toEqual(['halal']);
  });

  it('starts the rest afresh: page, sort and the filter column', () => {
    const next = parseSearchQuery(searchQueryToString(keywordSearch(browsed, 'junmai'))).query;
    expect(next.page).toBe(1);
    expect(next.sort).toBeUndefined();
    expect(isFilterOptionActive(next.filterOption, option(temperature, 'dry'))).toBe(false);
  });

  it('is the keyword alone without a current search', () => {
    expect(searchQueryToString(keywordSearch(undefined, ' tea '))).toBe('keyword=tea');
    expect(searchQueryToString(keywordSearch(undefined, '  '))).toBe('');
  });
});
