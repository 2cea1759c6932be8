import { isCompareOperator, parseOrNull } from './compare';
import { escapeQueryValue } from './escape';
import {
  accept,
  entryParts,
  parseEntryList,
  reject,
  serializeEntryList,
  type EntryParse,
} from './entry-list';
import type { FilterOptionEntry, ParamParse } from './search-query-schema';

const parseFilterOptionEntry = (entry: string): EntryParse<FilterOptionEntry> => {
  const parts = entryParts(entry, 6, 6);
  if (!parts) return reject('expected name:field:compare:value:operator:orNull');
  const [name = '', field = '', compare = '', value = '', operator = '', orNullText = ''] = parts;
  if (name === '') return reject('filter name is empty');
  if (field === '') return reject('filter field is empty');
  if (!isCompareOperator(compare)) return reject('compare must be one of = > < >= <= !=');
  const orNull = parseOrNull(orNullText);
  if (orNull === undefined) return reject('orNull must be true or false');
  return accept({ name, field, compare, value, operator, orNull });
};

const serializeFilterOptionEntry = (f: FilterOptionEntry): string =>
  [f.name, f.field, f.compare, f.value, f.operator, String(f.orNull)]
    .map(escapeQueryValue)
    .join(':');

/**
 * `filterOption` (docs/rules/search.md#filter-options): comma-separated
 * `name:field:compare:value:operator:orNull`, all six parts present. An entry whose compare or
 * orNull is invalid is dropped whole: applying it with a guessed operator would filter differently
 * from what the link meant.
 */
export const parseFilterOptionParam = (raw: string): ParamParse<FilterOptionEntry[]> =>
  parseEntryList('filterOption', raw, ',', parseFilterOptionEntry);

export const serializeFilterOptionParam = (entries: readonly FilterOptionEntry[] | undefined) =>
  serializeEntryList(entries, ',', serializeFilterOptionEntry);
