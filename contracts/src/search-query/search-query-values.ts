import type { SearchQuery, SearchQueryParam } from './search-query-schema';

// The search state's plain value lists, free of zod: the URL codec (and so the header's search box
// on the first page) runs on these without loading any schema (docs/architecture.md#the-first-page).
// search-query-schema.ts builds the schemas from the same lists; the sort and selling-status values
// are in sort-and-status-values.ts.

/** docs/rules/search.md#filter-options: filter compare operators. */
export const compareOperators = ['=', '>', '<', '>=', '<=', '!='] as const;

/** The names of the URL parameters the codec owns, in serialisation order. */
export const searchQueryParams = [
  'keyword',
  'page',
  'category',
  'variation',
  'sellingStatus',
  'sort',
  'couponId',
  'filterOption',
  'token',
  'filter',
] as const satisfies readonly SearchQueryParam[];

/** The query with no parameters: page 1 and nothing else. */
export const emptySearchQuery = (): SearchQuery => ({ page: 1 });
