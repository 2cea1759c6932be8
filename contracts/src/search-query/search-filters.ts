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
): FilterOptionEntry => ({ name, field, compare, value, operator: 'or', orNull });

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

/** Price steps in yen, on the lowest sku price with tax (what cards show). */
export const priceSteps = { under: [1000, 3000, 10000], over: [10000, 30000] } as const;

export const searchFilterGroups: readonly SearchFilterGroup[] = [
  {
    id: 'price',
    choice: 'one',
    options: [
      ...priceSteps.under.map((yen) =>
        option(`under${yen}`, entry('price', 'price', '<', `${yen}`)),
      ),
      ...priceSteps.over.map((yen) =>
        option(`over${yen}`, entry('price', 'price', '>=', `${yen}`)),
      ),
    ],
  },
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

/** The certification or prefecture code a query filters on, if any (for titles and chips). */
export const filteredCode = (
  active: readonly FilterOptionEntry[] | undefined,
  name: 'certification' | 'prefecture',
): string | undefined => active?.find((e) => e.name === name)?.value;
