/** The results page of a saved search's query string (docs/rules/search.md#search-state-in-the-url). */
export const savedSearchHref = (query: string): string =>
  query ? `/search/searchList?${query}` : '/search/searchList';
