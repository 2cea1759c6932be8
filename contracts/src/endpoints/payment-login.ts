import * as pl from '../upstream/payment-login';
import * as r from '../upstream/responses';
import * as order from '../bff/order';
import { proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** An external payment-login buyer (docs/upstream.md#payment-login) (docs/architecture.md#one-endpoint-table). */
export const paymentLoginEndpoints = {
  'paymentLogin/config': proxied(
    endpoint('/paymentLogin/config', {
      response: pl.paymentLoginConfigSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'paymentLogin',
    }),
  ),
  /** The BFF gives the provider its return address (docs/security.md#provider-return-addresses). */
  'paymentLogin/payload': proxied(
    endpoint('/paymentLogin/payload', {
      request: pl.paymentLoginPayloadRequestSchema,
      response: pl.paymentLoginPayloadSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'paymentLogin',
    }),
    { body: pl.paymentLoginPayloadRequestSchema.omit({ return_url: true }), handler: 'checkout' },
  ),
  'paymentLogin/session': proxied(
    endpoint('/paymentLogin/session', {
      request: pl.paymentLoginSessionRequestSchema,
      response: pl.paymentLoginSessionSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'paymentLogin',
    }),
    // Only the session that started the provider's checkout reads it (docs/security.md#provider-return-addresses).
    { handler: 'checkout' },
  ),
  'paymentLogin/getBuyer': proxied(
    endpoint('/paymentLogin/getBuyer', {
      request: pl.paymentLoginSessionRequestSchema,
      response: pl.paymentLoginBuyerSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'paymentLogin',
    }),
    // Only the session that started the provider's checkout reads it (docs/security.md#provider-return-addresses).
    { handler: 'checkout' },
  ),
  /** The BFF adds the session's temporary order, as for the order calls, once the session proves it started the provider's checkout. */
  'paymentLogin/checkoutSession': proxied(
    endpoint('/paymentLogin/checkoutSession', {
      request: pl.paymentLoginCheckoutRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'paymentLogin',
    }),
    {
      body: pl.paymentLoginCheckoutRequestSchema.omit({ orderId: true }),
      data: order.browserOrderResponseSchema,
      handler: 'checkout',
      order: { sessionOrder: true },
    },
  ),
};
