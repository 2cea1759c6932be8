// Upstream schemas beyond endpoint/catalogue/items (those are exported by the package entry).
export * from './headers';
export * from './status';
export * from './site';
export * from './account';
export * from './member';
export * from './browse';
export * from './member-extras';
export * from './cart-order';
export * from './responses';
export * from './member-responses';
export * from './product-details';
export * from './linked-services';
