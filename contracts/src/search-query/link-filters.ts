import type { FilterOptionEntry } from './search-query-schema';

// The filters that links into the product results write (a certification's or a prefecture's
// products, from the header's and the top page's browse links), apart from the filter panel's
// groups in search-filters.ts: a bundler keeps a module whole, and the top page needs only these
// (docs/architecture.md#the-first-page).

/** One `filterOption` entry; the entries of one name combine with `or`. */
export const filterEntry = (
  name: string,
  field: string,
  compare: FilterOptionEntry['compare'],
  value: string,
  orNull = false,
): FilterOptionEntry => ({ name, field, compare, value, operator: 'or', orNull });

/**
 * Products carrying a certification, international or Japanese (docs/upstream.md#items-and-reviews cettifications,
 * cettificationsJapan): two entries of one name, combined with or.
 */
export const certificationFilter = (code: string): FilterOptionEntry[] => [
  filterEntry('certification', 'custom.cettifications', '=', code),
  filterEntry('certification', 'custom.cettificationsJapan', '=', code),
];

/** Products made in a prefecture (docs/upstream.md#items-and-reviews producingPref, 1–47). */
export const prefectureFilter = (prefectureCode: number): FilterOptionEntry[] => [
  filterEntry('prefecture', 'custom.producingPref', '=', String(prefectureCode)),
];
