import type { Product } from '../seed/products';
import { selectionNamesOf } from '../seed/selection-names';

type Count = { value: string; name: string; name_en: string; count: number };

/** A selection's facet value: `variationCode:selectionCode` (what the variation filter writes). */
export const variationFacetValue = (variation: string, selection: string): string =>
  `${variation}:${selection}`;

/**
 * The variation facet: the selections the matching products have, each with the number of
 * products offering it and its name in both languages. Counted over the results only, so a sake
 * search never offers "200g" (docs/rules/search.md#filters).
 */
export const countVariations = (items: readonly Product[]): Count[] => {
  const counts = new Map<string, Count>();
  for (const p of items) {
    const seen = new Set<string>();
    for (const sku of p.skus)
      for (const v of sku.variation) {
        const value = variationFacetValue(v.variation_code, v.selection_code);
        if (seen.has(value)) continue;
        seen.add(value);
        const named = selectionNamesOf(v.selection_code, v.selection_name);
        const count = counts.get(value) ?? { value, ...named, count: 0 };
        count.count += 1;
        counts.set(value, count);
      }
  }
  return [...counts.values()].sort(
    (a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }) || b.count - a.count,
  );
};
