import { filterFacetValue, searchFilterGroups, type FilterOptionEntry } from '@kakehashi/contracts';
import type { Product } from '../seed/products';
import { filterMatcher } from './filter-options';

/**
 * Counts every option of the spec §9 search filters (facet `filters`). Each group's options are
 * counted over the search with every other chosen filter applied but not the group's own, so a
 * count says how many products choosing that option would show (docs/rules/search.md "Filters").
 */
export const countFilterFacets = (
  base: Product[],
  active: FilterOptionEntry[],
): { value: string; count: number }[] =>
  searchFilterGroups.flatMap((group) => {
    const others = filterMatcher(active.filter((a) => a.name !== group.id));
    const pool = others ? base.filter(others) : base;
    return group.options.map((option) => {
      const test = filterMatcher(option.entries);
      const count = test ? pool.filter(test).length : pool.length;
      return { value: filterFacetValue(group.id, option.id), count };
    });
  });
