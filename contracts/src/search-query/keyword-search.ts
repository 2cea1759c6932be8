import type { SearchQueryInput } from './search-query';
import type { SearchQuery } from './search-query-schema';

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
