// docs/rules/site-and-pages.md#dates: date (Asia/Tokyo) and yen formats.
export * from './tokyo-time';
export * from './tokyo-clock';
export * from './date-format';
export * from './price-format';
export * from './page-dates';
export * from './sku-variation';
