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
import type { ContentsFilterEntry, ParamParse } from './search-query-schema';

const parseContentsFilterEntry = (entry: string): EntryParse<ContentsFilterEntry> => {
  const parts = entryParts(entry, 1, 5);
  if (!parts) return reject('expected field:value:compare:orNull:operator');
  const [field = '', value = '', compare = '', orNullText = '', operator = ''] = parts;
  // docs/rules/search.md#search-state-in-the-url: entries lacking field or value are dropped.
  if (field === '') return reject('filter field is missing');
  if (value === '') return reject('filter value is missing');
  if (compare !== '' && !isCompareOperator(compare)) {
    return reject('compare must be one of = > < >= <= !=');
  }
  const orNull = orNullText === '' ? undefined : parseOrNull(orNullText);
  if (orNullText !== '' && orNull === undefined) return reject('orNull must be true or false');
  return accept({
    field,
    value,
    ...(compare !== '' ? { compare: compare as ContentsFilterEntry['compare'] } : {}),
    ...(orNull !== undefined ? { orNull } : {}),
    ...(operator !== '' ? { operator } : {}),
  });
};

const serializeContentsFilterEntry = (f: ContentsFilterEntry): string => {
  const parts = [
    f.field,
    f.value,
    f.compare ?? '',
    f.orNull === undefined ? '' : String(f.orNull),
    f.operator ?? '',
  ].map(escapeQueryValue);
  // Trailing empty parts are left out; field and value are never empty.
  while (parts.length > 2 && parts[parts.length - 1] === '') parts.pop();
  return parts.join(':');
};

/**
 * News and contents `filter` (docs/rules/search.md#news-and-contents-filter): entries separated by
 * `;`, each `field:value[:compare[:orNull[:operator]]]` — the parts in the documented order; an
 * empty or missing compare, orNull or operator means "not given" (the upstream default). Entries
 * lacking field or value are dropped, as are entries whose compare or orNull is not a valid one.
 */
export const parseContentsFilterParam = (raw: string): ParamParse<ContentsFilterEntry[]> =>
  parseEntryList('filter', raw, ';', parseContentsFilterEntry);

export const serializeContentsFilterParam = (entries: readonly ContentsFilterEntry[] | undefined) =>
  serializeEntryList(entries, ';', serializeContentsFilterEntry);
