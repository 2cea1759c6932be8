// BFF endpoint contracts: the zod schemas of each `/api` endpoint's body and response data.
export * from './language';
export * from './session';
export * from './auth';
export * from './account';
// The card issuer's return body (paymentReturnBodySchema) is left out: only the BFF's return page
// reads it, so it ships from the server entry (contracts/src/index.ts), never to the browser.
export {
  checkoutClearedDataSchema,
  checkoutResultDataSchema,
  type CheckoutResultData,
} from './checkout';
export * from './order';
export * from './follows';
export * from './favorites';
export * from './cart';
