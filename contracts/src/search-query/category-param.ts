import { escapeQueryValue, unescapeQueryValue } from './escape';
import { accept, parseEntryList, serializeEntryList } from './entry-list';
import type { ParamParse, SearchQuery } from './search-query-schema';

/**
 * `category` (docs/rules/search.md#category): comma-separated category codes; empty entries are
 * dropped.
 */
export const parseCategoryParam = (raw: string): ParamParse<string[]> =>
  parseEntryList('category', raw, ',', (entry) => accept(unescapeQueryValue(entry)));

export const serializeCategoryParam = (codes: readonly string[] | undefined) =>
  serializeEntryList(codes, ',', escapeQueryValue);

/** docs/rules/search.md#category: the first category code is the main category. */
export const mainCategory = (query: Pick<SearchQuery, 'category'>): string | undefined =>
  query.category?.[0];
