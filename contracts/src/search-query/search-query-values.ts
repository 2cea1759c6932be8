import { itemSorts, sellingStatuses } from '../upstream/item-values';
import type { SearchQuery, SearchQueryParam } from './search-query-schema';

// The search state's plain value lists, free of zod: the URL codec (and so the header's search box
// on the first page) runs on these without loading any schema (docs/architecture.md#the-first-page).
// search-query-schema.ts builds the schemas from the same lists.

/**
 * Sort choices (docs/rules/search.md#sort-options): featured, A-Z, newest, price high to low, price
 * low to high — the upstream item-list values themselves (upstream/items.ts), so the URL value is
 * sent as is.
 */
export const sortOrders = itemSorts;

/** docs/rules/search.md#filter-options: filter compare operators. */
export const compareOperators = ['=', '>', '<', '>=', '<=', '!='] as const;

/**
 * sellingStatus values the URL may hold (docs/rules/search.md#selling-status-and-coupon): the
 * upstream's statuses (upstream/items.ts) except `all`, which removes the parameter.
 */
export const urlSellingStatuses = sellingStatuses.filter(
  (status): status is Exclude<(typeof sellingStatuses)[number], 'all'> => status !== 'all',
);

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
