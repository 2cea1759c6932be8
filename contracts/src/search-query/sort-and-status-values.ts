import { itemSorts, sellingStatuses } from '../upstream/item-values';

// The sort and selling-status values the URL may hold, free of zod, apart from
// search-query-values.ts: the header's search box (on the first page) needs the parameter order and
// the compare operators only, not the upstream's item lists these come from
// (docs/architecture.md#the-first-page). search-query-schema.ts builds the schemas from them.

/**
 * Sort choices (docs/rules/search.md#sort-options): featured, A-Z, newest, price high to low, price
 * low to high — the upstream item-list values themselves (upstream/items.ts), so the URL value is
 * sent as is.
 */
export const sortOrders = itemSorts;

/**
 * sellingStatus values the URL may hold (docs/rules/search.md#selling-status-and-coupon): the
 * upstream's statuses (upstream/items.ts) except `all`, which removes the parameter.
 */
export const urlSellingStatuses = sellingStatuses.filter(
  (status): status is Exclude<(typeof sellingStatuses)[number], 'all'> => status !== 'all',
);
