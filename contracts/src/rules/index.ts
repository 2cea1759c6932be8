// docs/rules/cart-and-checkout.md: pure business rules; every time-dependent rule takes `now` as a
// parameter.
export * from './quantity';
export * from './order-minimum';
export * from './quantity-input';
export * from './cart-room';
export * from './pagination';
export * from './periods';
export * from './orderability';
export * from './post-delivery';
export * from './coupon-usability';
export * from './coupon-value';
export * from './inquiry';
export * from './shop-defaults';
export * from './device-type';
export * from './order-history';
export * from './ordered-range';
export * from './safe-redirect';
export * from './order-actions';
export * from './order-taxes';
export * from './delivery-temperature';
export * from './delivery-kind';
export * from './delivery-fee';
export * from './bank-transfer';
export * from './points';
export * from './card-brand';
