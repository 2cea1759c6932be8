import * as co from '../upstream/cart-order';
import * as r from '../upstream/responses';
import { memberCartDataSchema } from '../bff/cart';
import { own, proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** The cart (docs/architecture.md#one-endpoint-table). */
export const cartEndpoints = {
  // Never retried: a read that may create the cart it was asked for.
  'cart/get': proxied(
    endpoint('/cart/get', {
      request: co.cartCodeRequestSchema,
      response: r.cartResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { memberCart: 'notes' },
  ),
  'cart/add': proxied(
    endpoint('/cart/add', {
      request: co.cartAddRequestSchema,
      response: r.cartResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { cartGuard: 'adds', memberCart: 'notes' },
  ),
  'cart/update': proxied(
    endpoint('/cart/update', {
      request: co.cartAddRequestSchema,
      response: r.cartResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { cartGuard: 'sets', memberCart: 'notes' },
  ),
  'cart/put': proxied(
    endpoint('/cart/put', {
      request: co.cartAddRequestSchema,
      response: r.cartResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { cartGuard: 'sets', memberCart: 'notes' },
  ),
  'cart/delete': proxied(
    endpoint('/cart/delete', {
      request: co.cartCodesRequiredSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { memberCart: 'forgets' },
  ),
  'cart/clear': proxied(
    endpoint('/cart/clear', {
      request: co.cartCodeRequestSchema,
      response: r.cartResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { memberCart: 'notes' },
  ),
  'cart/create': proxied(
    endpoint('/cart/create', {
      request: co.cartCodesRequestSchema,
      response: r.cartCodeResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'cart',
    }),
    { memberCart: 'notes' },
  ),
  /**
   * The cart the gateway remembers for the signed-in member (null: none), so a browser without a
   * cart of its own takes up the member's (docs/rules/cart-and-checkout.md#a-members-cart).
   */
  'cart/mine': own({ access: 'member', data: memberCartDataSchema }),
};
