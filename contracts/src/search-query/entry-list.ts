import { unescapeQueryValue } from './escape';
import type { DroppedEntry, ParamParse, SearchQueryParam } from './search-query-schema';

/** One entry's parse: a value, or the reason it is dropped. */
export type EntryParse<T> = { ok: true; value: T } | { ok: false; reason: string };

export const accept = <T>(value: T): EntryParse<T> => ({ ok: true, value });
export const reject = (reason: string): EntryParse<never> => ({ ok: false, reason });

/**
 * Parses a separator-delimited list parameter. Each raw entry is parsed on its own; a malformed
 * or empty one is dropped with its reason and the others are kept. An empty parameter is absent.
 */
export const parseEntryList = <T>(
  param: SearchQueryParam,
  raw: string,
  separator: string,
  parseEntry: (entry: string) => EntryParse<T>,
): ParamParse<T[]> => {
  if (raw === '') return { value: undefined, dropped: [] };
  const value: T[] = [];
  const dropped: DroppedEntry[] = [];
  for (const entry of raw.split(separator)) {
    const parsed = entry === '' ? reject('empty entry') : parseEntry(entry);
    if (parsed.ok) value.push(parsed.value);
    else dropped.push({ param, entry, reason: parsed.reason });
  }
  return { value: value.length > 0 ? value : undefined, dropped };
};

/** Joins serialised entries; an absent or empty list is an absent parameter. */
export const serializeEntryList = <T>(
  entries: readonly T[] | undefined,
  separator: string,
  serializeEntry: (entry: T) => string,
): string | undefined =>
  entries && entries.length > 0 ? entries.map(serializeEntry).join(separator) : undefined;

/** Splits an entry into its `:` parts, unescaped, if it has between min and max parts. */
export const entryParts = (entry: string, min: number, max: number): string[] | undefined => {
  const parts = entry.split(':');
  return parts.length >= min && parts.length <= max ? parts.map(unescapeQueryValue) : undefined;
};
