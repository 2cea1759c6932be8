// The public surface of contracts: data (zod schemas), the status catalogue, and pure rules.
export * from './result/status-codes';
export * from './result/result';
export * from './upstream/endpoint';
export * from './upstream/catalogue';
export * from './upstream/items';
export * from './rules/index';
export * from './validation/index';
export * from './format/index';
export * from './search-query/index';
export * from './messages/index';
export * from './registration/index';
export * from './bff/index';
export * from './upstream/index';
export * from './api/index';
export * from './mock/outbox-mail';
