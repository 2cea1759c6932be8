import type { FilterOptionEntry } from './search-query-schema';

/**
 * docs/rules/discovery.md#filters search filters as `filterOption` entries (docs/rules/search.md "Filters"). Each group
 * writes entries named after the group, so entries of one group combine with `or` and groups
 * combine with `and` (docs/rules/search.md#filter-options, upstream items/list). The web writes and reads the URL through
 * these; the mock counts each option (facet `filters`) with the same entries.
 */
export type SearchFilterOption = { id: string; entries: FilterOptionEntry[] };
export type SearchFilterGroup = {
  id: string;
  /** `one`: choosing an option replaces the group's choice; `many`: options add up (or). */
  choice: 'one' | 'many';
  options: SearchFilterOption[];
};

const entry = (
  name: string,
  field: string,
  compare: FilterOptionEntry['compare'],
  value: string,
  orNull = false,
  operator: 'or' | 'and' = 'or',
): FilterOptionEntry => ({ name, field, compare, value, operator, orNull });

const option = (id: string, ...entries: FilterOptionEntry[]): SearchFilterOption => ({
  id,
  entries,
});

/** "Registered" is a non-empty code; "unregistered" an empty or missing one; both is no filter. */
const codeGroup = (id: string, field: string): SearchFilterGroup => ({
  id,
  choice: 'one',
  options: [
    option('registered', entry(id, field, '!=', '')),
    option('unregistered', entry(id, field, '=', '', true)),
  ],
});

/** A yes-only filter: the product has the thing (a non-empty list or value). */
const hasGroup = (id: string, field: string, compare: '!=' | '>' = '!=', value = '') => ({
  id,
  choice: 'one' as const,
  options: [option('yes', entry(id, field, compare, value))],
});

/**
 * Price bands in yen, on the price a card quotes (the cheapest orderable variation, with tax; the
 * mock's price sorts read the same): each step starts a band that ends at the next, so the bands
 * never overlap and one choice says one range (docs/rules/search.md#filters).
 */
export const priceSteps = [1000, 3000, 10000, 30000] as const;

/** A band's option id: `under1000`, `1000to3000`, …, `over30000`. */
const priceBands = (): SearchFilterOption[] =>
  [0, ...priceSteps].map((from, index) => {
    const to = priceSteps[index];
    // Both ends of a band must hold: its entries combine with and.
    const lower = from > 0 ? [entry('price', 'price', '>=', `${from}`, false, 'and')] : [];
    const upper = to !== undefined ? [entry('price', 'price', '<', `${to}`, false, 'and')] : [];
    const id = from === 0 ? `under${to}` : to === undefined ? `over${from}` : `${from}to${to}`;
    return option(id, ...lower, ...upper);
  });

/** The yen bounds of a price option id (for its label): `from` and `to`, either may be absent. */
export const priceBandOf = (optionId: string): { from?: number; to?: number } | undefined => {
  const match = /^(?:under(\d+)|over(\d+)|(\d+)to(\d+))$/.exec(optionId);
  if (!match) return undefined;
  const [, under, over, from, to] = match;
  if (under) return { to: Number(under) };
  if (over) return { from: Number(over) };
  return { from: Number(from), to: Number(to) };
};

export const searchFilterGroups: readonly SearchFilterGroup[] = [
  { id: 'price', choice: 'one', options: priceBands() },
  codeGroup('jan', 'custom.jancd'),
  codeGroup('hs', 'custom.hscd'),
  {
    id: 'bestBefore',
    choice: 'many',
    options: [
      option('within3m', entry('bestBefore', 'custom.bestBeforeDate', '=', 'within3m')),
      option('3to6m', entry('bestBefore', 'custom.bestBeforeDate', '=', '3to6m')),
      option('6to12m', entry('bestBefore', 'custom.bestBeforeDate', '=', '6to12m')),
      // docs/rules/search.md: "over 1 year or not applicable" is one choice.
      option(
        'over1yOrNa',
        entry('bestBefore', 'custom.bestBeforeDate', '=', 'over1y'),
        entry('bestBefore', 'custom.bestBeforeDate', '=', 'na', true),
      ),
    ],
  },
  {
    id: 'temperature',
    choice: 'many',
    options: ['dry', 'frozen', 'refrigerated'].map((t) =>
      option(t, entry('temperature', 'custom.temperatureRange', '=', t)),
    ),
  },
  hasGroup('video', 'custom.youtubeUrl'),
  hasGroup('photos', 'imageCount', '>', '0'),
  hasGroup('exportExperience', 'custom.exportExperienceCountriesRegions'),
  hasGroup('distributors', 'custom.overseasDistributorsCountriesRegions'),
  hasGroup('futureExports', 'custom.forcusCountriesRegions'),
];

const sameEntry = (a: FilterOptionEntry, b: FilterOptionEntry): boolean =>
  a.name === b.name &&
  a.field === b.field &&
  a.compare === b.compare &&
  a.value === b.value &&
  a.orNull === b.orNull;

/** The facet value of an option: `group:option` (e.g. `temperature:frozen`). */
export const filterFacetValue = (group: string, optionId: string): string => `${group}:${optionId}`;

/** Whether every entry of the option is in the query's filterOption entries. */
export const isFilterOptionActive = (
  active: readonly FilterOptionEntry[] | undefined,
  filter: SearchFilterOption,
): boolean => filter.entries.every((e) => (active ?? []).some((a) => sameEntry(a, e)));

/**
 * Turns one option on or off in the query's entries. A `one` group drops its other options
 * first; entries the definitions do not know (hand-written links) are kept as they are.
 */
export const toggleFilterOption = (
  active: readonly FilterOptionEntry[] | undefined,
  group: SearchFilterGroup,
  filter: SearchFilterOption,
): FilterOptionEntry[] | undefined => {
  const on = isFilterOptionActive(active, filter);
  const drop = group.choice === 'one' ? group.options.flatMap((o) => o.entries) : filter.entries;
  const kept = (active ?? []).filter((a) => !drop.some((d) => sameEntry(a, d)));
  const next = on ? kept : [...kept, ...filter.entries];
  return next.length > 0 ? next : undefined;
};

/** The query's entries without any of the group's options. */
export const clearFilterGroup = (
  active: readonly FilterOptionEntry[] | undefined,
  group: SearchFilterGroup,
): FilterOptionEntry[] | undefined => {
  const drop = group.options.flatMap((o) => o.entries);
  const kept = (active ?? []).filter((a) => !drop.some((d) => sameEntry(a, d)));
  return kept.length > 0 ? kept : undefined;
};

/**
 * Products carrying a certification, international or Japanese (docs/upstream.md#items-and-reviews cettifications,
 * cettificationsJapan): two entries of one name, combined with or.
 */
export const certificationFilter = (code: string): FilterOptionEntry[] => [
  entry('certification', 'custom.cettifications', '=', code),
  entry('certification', 'custom.cettificationsJapan', '=', code),
];

/** Products made in a prefecture (docs/upstream.md#items-and-reviews producingPref, 1–47). */
export const prefectureFilter = (prefectureCode: number): FilterOptionEntry[] => [
  entry('prefecture', 'custom.producingPref', '=', String(prefectureCode)),
];

/**
 * Products made in any prefecture of a region (the region facet's value names a set of
 * prefectures): one `prefecture` entry each, combined with or.
 */
export const regionFilter = (prefectureCodes: readonly number[]): FilterOptionEntry[] =>
  prefectureCodes.flatMap(prefectureFilter);

/** The names of the filters a browse page links with, outside the filter groups. */
export type BrowseFilterName = 'certification' | 'prefecture';

/** The certification or prefecture code a query filters on, if any (for titles and chips). */
export const filteredCode = (
  active: readonly FilterOptionEntry[] | undefined,
  name: BrowseFilterName,
): string | undefined => active?.find((e) => e.name === name)?.value;

/** Every code of one browse filter (a region's prefectures), in the order written. */
export const filteredCodes = (
  active: readonly FilterOptionEntry[] | undefined,
  name: BrowseFilterName,
): string[] => [...new Set((active ?? []).filter((e) => e.name === name).map((e) => e.value))];

/** The query's entries with one browse filter replaced by `next` (none when `next` is empty). */
export const replaceBrowseFilter = (
  active: readonly FilterOptionEntry[] | undefined,
  name: BrowseFilterName,
  next: readonly FilterOptionEntry[],
): FilterOptionEntry[] | undefined => {
  const kept = [...(active ?? []).filter((e) => e.name !== name), ...next];
  return kept.length > 0 ? kept : undefined;
};
