// The item list's plain value lists, free of zod: the browser's URL codec and first page import
// these without downloading any schema (docs/architecture.md#the-first-page); items.ts builds its
// schemas from them.

/**
 * Sort options (docs/rules/search.md#sort-options): featured, A-Z, newest, price high→low, price
 * low→high.
 */
export const itemSorts = ['featured', 'name_asc', 'newest', 'price_desc', 'price_asc'] as const;
export type ItemSort = (typeof itemSorts)[number];

/**
 * sellingStatus (docs/rules/search.md#selling-status-and-coupon): `all` (or absent) keeps
 * everything; `on_sale` purchasable now and in stock; `sold_out` out of stock; `before_sale`
 * purchase period not begun (reservable ones too); `end_of_sale` purchase period over or selling
 * stopped.
 */
export const sellingStatuses = [
  'all',
  'on_sale',
  'sold_out',
  'before_sale',
  'end_of_sale',
] as const;

/** docs/rules/search.md#result-cap: search results are capped at 4,000. */
export const searchHitMax = 4000;

/** Facets the item list can count over the matching items. */
export const itemFacets = [
  'category',
  'businessType',
  'prefecture',
  'region',
  'certification',
  'temperatureRange',
  'bestBeforeDate',
  /**
   * The selections the matching products offer: `variationCode:selectionCode`, named in both
   * languages, counted without the buyer's own variation choice.
   */
  'variation',
  /** Every option of the docs/rules/discovery.md#filters search filters (search-query/search-filters.ts): `group:option`. */
  'filters',
] as const;
