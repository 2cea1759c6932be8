/**
 * The browser build's stand-in for @tanstack/query-core's infiniteQueryBehavior.js
 * (web/vite.config.ts): the app has no infinite queries (useInfiniteQuery, fetchInfiniteQuery), yet
 * every Query imports their paging code, ~520 bytes gzip on the first page
 * (docs/architecture.md#the-first-page). A query of the infinite kind fails loudly here instead.
 */
const unsupported = (): never => {
  throw new Error('Infinite queries are not part of the web build (web/vite.config.ts)');
};

export const infiniteQueryBehavior = unsupported;
export const hasNextPage = unsupported;
export const hasPreviousPage = unsupported;
