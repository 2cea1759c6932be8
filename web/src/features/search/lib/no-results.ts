/**
 * Which words an empty result speaks (docs/rules/search.md#no-results): it names filters only when
 * one is set and the keyword only when one was typed, so a search with "Filters (0)" never says
 * "with these filters".
 */
export type EmptyWording = 'keywordAndFilters' | 'keyword' | 'filters' | 'nothing';

export const emptyWording = (keyword: string, filterCount: number): EmptyWording => {
  if (keyword) return filterCount > 0 ? 'keywordAndFilters' : 'keyword';
  return filterCount > 0 ? 'filters' : 'nothing';
};

/**
 * docs/rules/search.md#past-the-last-page: a page number beyond the results' last page (a shared
 * or bookmarked link to results that have since shrunk, a typed URL). The search matched
 * something, so this is not "no results".
 */
export const isPastLastPage = (page: number, totalPages: number): boolean =>
  totalPages > 0 && page > totalPages;
