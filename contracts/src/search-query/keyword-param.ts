import { escapeQueryValue, unescapeQueryValue } from './escape';
import { accept, parseEntryList, reject, serializeEntryList, type EntryParse } from './entry-list';
import type { KeywordEntry, ParamParse } from './search-query-schema';

const parseKeywordEntry = (entry: string): EntryParse<KeywordEntry> => {
  const parts = entry.split(':');
  if (parts.length > 3) return reject('expected text, group:text or group:text:field1|field2');
  // A bare `text` (hand-typed URLs) is the text of the empty group, searching every field.
  const [group = '', text = '', fieldList = ''] = parts.length === 1 ? ['', ...parts] : parts;
  if (text === '') return reject('keyword text is empty');
  const fields = fieldList === '' ? [] : fieldList.split('|');
  if (fields.some((f) => f === '')) return reject('empty field name');
  return accept({
    group: unescapeQueryValue(group),
    text: unescapeQueryValue(text),
    fields: fields.map(unescapeQueryValue),
  });
};

const serializeKeywordEntry = (k: KeywordEntry): string => {
  if (k.group === '' && k.fields.length === 0) return escapeQueryValue(k.text);
  const head = `${escapeQueryValue(k.group)}:${escapeQueryValue(k.text)}`;
  return k.fields.length > 0 ? `${head}:${k.fields.map(escapeQueryValue).join('|')}` : head;
};

/**
 * `keyword` (docs/rules/search.md#keyword): comma-separated entries `group:text:field1|field2`. The
 * text is required; the group may be empty; no fields part means "no field restriction". Canonical
 * forms: `text` for the empty group without fields, `group:text` without fields, else the full
 * form.
 */
export const parseKeywordParam = (raw: string): ParamParse<KeywordEntry[]> =>
  parseEntryList('keyword', raw, ',', parseKeywordEntry);

export const serializeKeywordParam = (entries: readonly KeywordEntry[] | undefined) =>
  serializeEntryList(entries, ',', serializeKeywordEntry);
