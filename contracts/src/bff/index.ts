// BFF endpoint contracts: the zod schemas of each `/api` endpoint's body and response data.
export * from './session';
export * from './auth';
export * from './account';
export * from './checkout';
export * from './order';
export * from './follows';
