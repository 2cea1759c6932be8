import {
  clearFilterGroup,
  isFilterOptionActive,
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
    const over = toggleFilterOption(under, price, option(price, 'over10000'));
    expect(isFilterOptionActive(over, option(price, 'under1000'))).toBe(false);
    expect(isFilterOptionActive(over, option(price, 'over10000'))).toBe(true);
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
