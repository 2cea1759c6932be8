import type { FilterOptionEntry, ItemListRequest } from '@kakehashi/contracts';
import { certifications } from '../seed/certifications';
import { categories } from '../seed/categories';
import { prefectureByCode, regions } from '../seed/prefectures';
import type { Product } from '../seed/products';
import { countFilterFacets } from './filter-facets';
import { filterMatcher } from './filter-options';
import type { Offer } from './offered';

/** The facets counted here; `filters` and `variation` have their own counts. */
export type Facet = Exclude<
  NonNullable<ItemListRequest['facets']>[number],
  'filters' | 'variation'
>;
type Named = { value: string; name?: string; name_en?: string; count: number };
/** The search the facets count over: its matches before filterOptions, those, and the offers. */
type Search = {
  base: Product[];
  filters: FilterOptionEntry[];
  offers: ReadonlyMap<Product, Offer>;
};

const valuesOf: Record<Facet, (p: Product) => string[]> = {
  category: (p) => p.category_codes,
  businessType: (p) => [String(p.custom.businessType)],
  prefecture: (p) => [String(p.custom.producingPref)],
  region: (p) => [prefectureByCode(Number(p.custom.producingPref))?.region ?? ''],
  certification: (p) => [
    ...(p.custom.cettifications as string[]),
    ...(p.custom.cettificationsJapan as string[]),
  ],
  temperatureRange: (p) => [String(p.custom.temperatureRange)],
  bestBeforeDate: (p) => [String(p.custom.bestBeforeDate)],
};

const label = (facet: Facet, value: string): { name?: string; name_en?: string } => {
  const found =
    facet === 'category'
      ? categories.find((c) => c.code === value)
      : facet === 'prefecture'
        ? prefectureByCode(Number(value))
        : facet === 'region'
          ? regions.find((r) => r.code === value)
          : facet === 'certification'
            ? certifications.find((c) => c.code === value)
            : undefined;
  return found ? { name: found.name, name_en: found.name_en } : {};
};

/**
 * The filter-option name a facet is chosen through on the results' filter column (certification,
 * prefecture or region). Such a facet counts over the search without its own choice, so each value
 * says how many products choosing it instead would show (docs/rules/search.md#filters).
 */
const chosenBy: Partial<Record<Facet, string>> = {
  certification: 'certification',
  prefecture: 'prefecture',
  region: 'prefecture',
};

const withoutOwnChoice = (facet: Facet, items: Product[], search: Search): Product[] => {
  const name = chosenBy[facet];
  if (!name || !search.filters.some((f) => f.name === name)) return items;
  const others = filterMatcher(
    search.filters.filter((f) => f.name !== name),
    search.offers,
  );
  return others ? search.base.filter(others) : search.base;
};

/** Counts per facet value over every matching item (before paging and the hit cap). */
export const countFacets = (
  facets: readonly (Facet | 'filters')[],
  items: Product[],
  search: Search,
): Record<string, Named[]> => {
  const out: Record<string, Named[]> = {};
  for (const facet of facets) {
    if (facet === 'filters') {
      out.filters = countFilterFacets(search.base, search.filters, search.offers);
      continue;
    }
    const counts = new Map<string, number>();
    for (const p of withoutOwnChoice(facet, items, search))
      for (const v of valuesOf[facet](p)) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    out[facet] = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, count]) => ({ value, ...label(facet, value), count }));
  }
  return out;
};
