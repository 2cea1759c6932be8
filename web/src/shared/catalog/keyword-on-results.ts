import { keywordSearch, parseSearchQuery, searchQueryToString } from '@kakehashi/contracts/web';

/**
 * The query string of a keyword typed on product results (`search`, their `location.search`):
 * the whole codec reads what they browsed into and writes the new search with it
 * (docs/rules/search.md#keyword). Loaded on demand by the search box (search-form.tsx).
 */
export const keywordOnResults = (search: string, keyword: string): string =>
  searchQueryToString(keywordSearch(parseSearchQuery(search).query, keyword));
