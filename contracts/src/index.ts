// The whole of contracts for the server side (BFF, mock, scripts, tests): the browser's entry
// (web.ts), then what never reaches the browser — the upstream catalogue, its schemas and
// headers, the endpoint table's schemas and the mock outbox.
export * from './web';
export { paymentReturnBodySchema, type PaymentReturnBody } from './bff/checkout';
export * from './upstream/endpoint';
// Every endpoint declared once (docs/architecture.md#one-endpoint-table); server side only.
export {
  endpoints,
  endpointDomains,
  domainOf,
  type Declaration,
  type BrowserSide,
  type OrderRole,
  type ThrottleUse,
} from './endpoints/index';
export * from './upstream/catalogue';
export * from './upstream/adapter';
export * from './upstream/items';
export * from './upstream/index';
export * from './api/index';
export * from './mock/outbox-mail';
