// `data` shapes of upstream successes beyond account and item list (docs/upstream.md), one file per
// domain: the fields the product reads are pinned; anything else is stripped before the browser sees
// it (docs/security.md). The endpoint declarations read them here as one namespace.
export * from './catalogue-responses';
export * from './site-utility-responses';
export * from './cart-responses';
export * from './payment-responses';
export * from './order-responses';
export * from './placed-order-responses';
export * from './point-responses';
