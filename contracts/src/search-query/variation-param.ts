import { escapeQueryValue } from './escape';
import {
  accept,
  entryParts,
  parseEntryList,
  reject,
  serializeEntryList,
  type EntryParse,
} from './entry-list';
import type { ParamParse, VariationEntry } from './search-query-schema';

// The one-letter kinds of the URL: c = selection code, n = selection name.
const kindLetter = { code: 'c', name: 'n' } as const;

const parseVariationEntry = (entry: string): EntryParse<VariationEntry> => {
  const parts = entryParts(entry, 3, 3);
  if (!parts) return reject('expected code:c:selectionCode or code:n:selectionName');
  const [code = '', kind = '', value = ''] = parts;
  if (code === '') return reject('variation code is empty');
  if (kind !== 'c' && kind !== 'n') return reject('variation kind must be c or n');
  if (value === '') return reject('variation selection is empty');
  return accept({ code, by: kind === 'c' ? 'code' : 'name', value });
};

const serializeVariationEntry = (v: VariationEntry): string =>
  `${escapeQueryValue(v.code)}:${kindLetter[v.by]}:${escapeQueryValue(v.value)}`;

/**
 * `variation` (docs/rules/search.md#variation): comma-separated `code:c:selectionCode` or
 * `code:n:selectionName`.
 */
export const parseVariationParam = (raw: string): ParamParse<VariationEntry[]> =>
  parseEntryList('variation', raw, ',', parseVariationEntry);

export const serializeVariationParam = (entries: readonly VariationEntry[] | undefined) =>
  serializeEntryList(entries, ',', serializeVariationEntry);
