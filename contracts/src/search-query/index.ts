// docs/rules/search.md#search-state-in-the-url: the search state in the URL query — schema, codec
// and the items/list mapping.
export * from './search-query-schema';
export * from './search-query-values';
export * from './sort-and-status-values';
export * from './escape';
export * from './compare';
export * from './keyword-param';
export * from './category-param';
export * from './variation-param';
export * from './filter-option-param';
export * from './contents-filter-param';
export * from './scalar-params';
export * from './coupon-filter';
export * from './search-query';
export * from './item-list-request';
export * from './search-filters';
export * from './write-search-params';
export * from './keyword-search';
