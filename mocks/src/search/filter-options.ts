import {
  parseFilterOptionParam,
  type CompareOperator,
  type FilterOptionEntry,
} from '@kakehashi/contracts';
import type { Product } from '../seed/products';
import type { Offer } from './offered';

type FilterOption = FilterOptionEntry;

/** Parses with the URL codec's own parser; a malformed entry is refused, not guessed. */
export const parseFilterOptions = (raw: string | undefined): FilterOption[] | { bad: string } => {
  if (!raw) return [];
  const { value, dropped } = parseFilterOptionParam(raw);
  if (dropped.length > 0) return { bad: `${dropped[0]?.entry}: ${dropped[0]?.reason}` };
  return value ?? [];
};

/** Every product's offer at the moment of the search (offered.ts). */
type Offers = ReadonlyMap<Product, Offer>;

/**
 * Field paths: `price`, `imageCount`, `custom.<label>` or a top-level field. `price` is the price
 * the card quotes, as the price sorts read it (docs/rules/search.md#filters): a band never shows a
 * card priced outside it because a variation the buyer cannot order is cheaper.
 */
const read = (p: Product, field: string, offers: Offers): unknown => {
  if (field === 'price') return offers.get(p)?.price;
  if (field === 'imageCount') return p.images.length;
  if (field.startsWith('custom.')) return p.custom[field.slice(7)];
  return (p as unknown as Record<string, unknown>)[field] ?? p.custom[field];
};

const isNumeric = (v: unknown): boolean =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && !Number.isNaN(Number(v));

/** Numbers compare as numbers, anything else as text. */
const order = (a: unknown, b: string): number =>
  isNumeric(a) && isNumeric(b) ? Number(a) - Number(b) : String(a).localeCompare(b);

const test = (o: FilterOption, value: unknown): boolean => {
  if (value === null || value === undefined) return o.orNull;
  if (Array.isArray(value)) {
    // Arrays: = / != test membership ('' means empty); > < >= <= compare the length.
    if (o.compare === '=')
      return o.value === '' ? value.length === 0 : value.map(String).includes(o.value);
    if (o.compare === '!=')
      return o.value === '' ? value.length > 0 : !value.map(String).includes(o.value);
    return test(o, value.length);
  }
  if (value === '' && o.orNull && o.compare !== '!=') return true;
  return compareHolds(o.compare, order(value, o.value));
};

/**
 * docs/rules/search.md#filter-options: whether a comparison result `c` (a − b) satisfies the
 * compare operator.
 */
export const compareHolds = (compare: CompareOperator, c: number): boolean => {
  switch (compare) {
    case '=':
      return c === 0;
    case '!=':
      return c !== 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
  }
};

/** Entries sharing a name combine with their operator (any `or` → or); names combine with and. */
export const filterMatcher = (
  options: FilterOption[],
  offers: Offers,
): ((p: Product) => boolean) | null => {
  if (options.length === 0) return null;
  const groups = new Map<string, FilterOption[]>();
  for (const o of options) groups.set(o.name, [...(groups.get(o.name) ?? []), o]);
  return (p) =>
    [...groups.values()].every((group) => {
      const results = group.map((o) => test(o, read(p, o.field, offers)));
      return combineByOperator(group, results);
    });
};

/**
 * docs/rules/search.md#filter-options: results combine with or when any entry's operator is `or`
 * (any case), else with and.
 */
export const combineByOperator = (entries: { operator: string }[], results: boolean[]): boolean =>
  entries.some((e) => e.operator.toLowerCase() === 'or')
    ? results.some(Boolean)
    : results.every(Boolean);
