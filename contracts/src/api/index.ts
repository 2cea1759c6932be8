// The `/api` endpoint table: names and methods (schema-free), routes with their contracts.
export * from './api-methods';
export * from './api-route';
export * from './api-routes';
