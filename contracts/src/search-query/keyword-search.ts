import { parseKeywordParam, serializeKeywordParam } from './keyword-param';
import type { SearchQueryInput } from './search-query';
import type { KeywordEntry, SearchQuery } from './search-query-schema';
import { writeSearchParams } from './write-search-params';

/** The filter-option names a browse page links with (certification, prefecture or region). */
const browseFilterNames = new Set(['certification', 'prefecture']);

/**
 * The search a typed keyword starts from a results page (docs/rules/search.md#keyword): the
 * keyword replaces the old one, and what the buyer browsed into — the category and a
 * certification, prefecture or region — stays, so "halal" typed on the sake category searches
 * halal sake. Everything else (page, sort, the other filters) starts afresh. Without a current
 * query, or with an empty keyword, it is the keyword alone.
 */
export const keywordSearch = (
  current: SearchQuery | undefined,
  keyword: string,
): SearchQueryInput => {
  const text = keyword.trim();
  const kept = (current?.filterOption ?? []).filter((e) => browseFilterNames.has(e.name));
  return {
    ...(text ? { keyword: [{ group: '', text, fields: [] }] } : {}),
    ...(current?.category ? { category: current.category } : {}),
    ...(kept.length > 0 ? { filterOption: kept } : {}),
  };
};

// The header's search box is on every page, the top page included: a keyword searched on its own
// is written, and the keyword of a results URL read, with the keyword parameter's own writer and
// reader, not the whole codec (search-query.ts), which loads with the pages that filter, sort and
// page (docs/architecture.md#the-first-page). Tests hold both to what the whole codec gives.

/**
 * The query string of a keyword searched on its own, as
 * `searchQueryToString(keywordSearch(undefined, keyword))` writes it.
 */
export const keywordAloneToString = (keyword: string): string =>
  writeSearchParams({
    keyword: serializeKeywordParam(keywordSearch(undefined, keyword).keyword),
  }).toString();

/** The keyword entries of a query string (`location.search`), as `parseSearchQuery` reads them. */
export const searchedKeywords = (search: string): KeywordEntry[] =>
  parseKeywordParam(new URLSearchParams(search).get('keyword') ?? '').value ?? [];
