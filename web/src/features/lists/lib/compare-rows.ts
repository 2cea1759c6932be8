import type { ItemDetail } from '@kakehashi/contracts/web';
import { factSections, type FactLookups } from '@/shared/product-facts/product-facts';

/**
 * The export facts compared side by side (docs/rules/lists-and-requests.md#compare): MOQ, HS,
 * temperature, best before, certifications and export experience. The price (what the buyer pays,
 * then the retail price in Japan) is the page's first row, the same price block as the cards.
 */
export const comparedKeys = [
  'moq',
  'hscd',
  'temperatureRange',
  'bestBeforeDate',
  'cettifications',
  'cettificationsJapan',
  'exportExperienceCountriesRegions',
] as const;

export type CompareRow = { key: (typeof comparedKeys)[number]; values: string[] };

/** One row per compared fact, one cell per product ('—' where a product does not give it). */
export const compareRows = (items: ItemDetail[], lookups: FactLookups): CompareRow[] => {
  const facts = items.map(
    (item) =>
      new Map(
        factSections(item, lookups)
          .flatMap((s) => s.facts)
          .map((f) => [f.key, f.value]),
      ),
  );
  return comparedKeys.map((key) => ({ key, values: facts.map((f) => f.get(key) ?? '—') }));
};
