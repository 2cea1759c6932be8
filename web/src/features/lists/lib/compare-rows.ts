import type { ItemDetail } from '@kakehashi/contracts/web';
import { factSections, type Fact, type FactLookups } from '@/shared/product-facts/product-facts';

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

/**
 * One product's cell: the fact's text, and the names to show as chips where the product page
 * shows chips (certifications, even one; any list of several), as the cards show them.
 */
export type CompareCell = { value: string; chips?: string[] };
export type CompareRow = { key: (typeof comparedKeys)[number]; values: CompareCell[] };

const cellOf = (fact: Fact | undefined): CompareCell => {
  if (!fact) return { value: '—' };
  const chips = fact.list && fact.list.length > (fact.chips ? 0 : 1) ? fact.list : undefined;
  return chips ? { value: fact.value, chips } : { value: fact.value };
};

/** One row per compared fact, one cell per product ('—' where a product does not give it). */
export const compareRows = (items: ItemDetail[], lookups: FactLookups): CompareRow[] => {
  const facts = items.map(
    (item) =>
      new Map(
        factSections(item, lookups)
          .flatMap((s) => s.facts)
          .map((f) => [f.key, f]),
      ),
  );
  return comparedKeys.map((key) => ({ key, values: facts.map((f) => cellOf(f.get(key))) }));
};
