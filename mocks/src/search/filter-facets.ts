import { filterFacetValue, searchFilterGroups, type FilterOptionEntry } from '@kakehashi/contracts';
import type { Product } from '../seed/products';
import { filterMatcher } from './filter-options';
import type { Offer } from './offered';

type Offers = ReadonlyMap<Product, Offer>;

const options = searchFilterGroups.flatMap((group) =>
  group.options.map((option) => ({
    group: group.id,
    value: filterFacetValue(group.id, option.id),
    entries: option.entries,
  })),
);
const groupIds = searchFilterGroups.map((g) => g.id);

// The options are fixed definitions and every product's offer holds for a stretch of time (one
// offers map, offered.ts): each product is tested once per stretch, not on every search.
const matchesCache = new WeakMap<Offers, Map<Product, boolean[]>>();
const matchesOf = (offers: Offers): Map<Product, boolean[]> => {
  let matches = matchesCache.get(offers);
  if (!matches) {
    const tests = options.map((o) => filterMatcher(o.entries, offers) ?? (() => true));
    matches = new Map([...offers.keys()].map((p) => [p, tests.map((test) => test(p))]));
    matchesCache.set(offers, matches);
  }
  return matches;
};

/** Tests every option of every product ahead of the first search (a fast first answer). */
export const prepareFilterFacets = (offers: Offers): void => {
  matchesOf(offers);
};

/**
 * Counts every option of the docs/rules/discovery.md#filters search filters (facet `filters`). Each group's options are
 * counted over the search with every other chosen filter applied but not the group's own, so a
 * count says how many products choosing that option would show (docs/rules/search.md "Filters").
 * Entries outside the groups (a certification, a prefecture) narrow every count.
 */
export const countFilterFacets = (
  base: Product[],
  active: FilterOptionEntry[],
  offers: Offers,
): { value: string; count: number }[] => {
  const outside = filterMatcher(
    active.filter((a) => !groupIds.includes(a.name)),
    offers,
  );
  const chosen = groupIds
    .map((id, index) => ({
      index,
      test: filterMatcher(
        active.filter((a) => a.name === id),
        offers,
      ),
    }))
    .filter((g): g is { index: number; test: (p: Product) => boolean } => g.test !== null);
  const counts = new Array<number>(options.length).fill(0);
  const matchesByProduct = matchesOf(offers);
  for (const p of base) {
    if (outside && !outside(p)) continue;
    // The groups whose chosen filter this product fails: with none it counts everywhere, with
    // one only in that group (choosing another option there may show it), with more nowhere.
    const failed = chosen.filter((g) => !g.test(p));
    if (failed.length > 1) continue;
    const only = failed[0] ? groupIds[failed[0].index] : undefined;
    const matches = matchesByProduct.get(p) ?? [];
    for (let i = 0; i < options.length; i += 1)
      if (matches[i] && (only === undefined || options[i]?.group === only))
        counts[i] = (counts[i] ?? 0) + 1;
  }
  return options.map((o, i) => ({ value: o.value, count: counts[i] ?? 0 }));
};
