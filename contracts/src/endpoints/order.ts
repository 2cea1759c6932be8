import * as co from '../upstream/cart-order';
import * as r from '../upstream/responses';
import * as checkout from '../bff/checkout';
import * as order from '../bff/order';
import { own, proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** Checkout: the temporary order, its steps and commit, placed orders (docs/architecture.md#one-endpoint-table). */
export const orderEndpoints = {
  'order/create': proxied(
    endpoint('/order/create', {
      request: co.orderCreateRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      data: order.browserOrderResponseSchema,
      handler: 'checkout',
      order: { sessionOrder: false, step: 'starts' },
    },
  ),
  'order/get': proxied(
    endpoint('/order/get', {
      request: co.orderIdRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/get'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setPurchaser': proxied(
    endpoint('/order/setPurchaser', {
      request: co.orderPurchaserRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setPurchaser'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setReciever': proxied(
    endpoint('/order/setReciever', {
      request: co.orderRecieverRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setReciever'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setDelivery': proxied(
    endpoint('/order/setDelivery', {
      request: co.orderDeliveryRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setDelivery'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/verify': proxied(
    endpoint('/order/verify', {
      request: co.orderIdRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/verify'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setCoupon': proxied(
    endpoint('/order/setCoupon', {
      request: co.orderCouponRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setCoupon'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/omitCoupon': proxied(
    endpoint('/order/omitCoupon', {
      request: co.orderIdRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/omitCoupon'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setPoint': proxied(
    endpoint('/order/setPoint', {
      member: true,
      request: co.orderPointRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setPoint'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/confirmPoint': proxied(
    endpoint('/order/confirmPoint', {
      member: true,
      request: co.orderIdRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/confirmPoint'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/setPayment': proxied(
    endpoint('/order/setPayment', {
      request: co.orderPaymentRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setPayment'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
      savedCardGuard: true,
    },
  ),
  'order/setSiteOptionGroup': proxied(
    endpoint('/order/setSiteOptionGroup', {
      request: co.orderSiteOptionRequestSchema,
      response: r.orderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/setSiteOptionGroup'],
      data: order.browserOrderResponseSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/commit': proxied(
    endpoint('/order/commit', {
      request: co.orderCommitRequestSchema,
      response: r.orderCommitResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/commit'],
      data: order.browserCommitResponseSchema,
      handler: 'checkout',
      order: { sessionOrder: true, step: 'commits' },
      memberCart: 'forgets',
    },
  ),
  'order/cancel': proxied(
    endpoint('/order/cancel', {
      request: co.orderCancelRequestSchema,
      response: r.placedOrderResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    { order: { sessionOrder: false, step: 'closes' } },
  ),
  'order/getChangePayment': proxied(
    endpoint('/order/getChangePayment', {
      request: co.orderCancelRequestSchema,
      response: r.changePaymentResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    { order: { sessionOrder: false } },
  ),
  'order/putChangePayment': proxied(
    endpoint('/order/putChangePayment', {
      request: co.changePaymentRequestSchema,
      response: r.changePaymentResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    { order: { sessionOrder: false } },
  ),
  'order/cartLoad': proxied(
    endpoint('/order/cartLoad', {
      request: co.orderIdRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/cartLoad'],
      data: order.browserCartLoadResponseSchema,
      order: { sessionOrder: true, step: 'closes' },
    },
  ),
  'order/selections/coupon': proxied(
    endpoint('/order/selections/coupon', {
      request: co.orderIdRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/selections/coupon'],
      data: order.couponSelectionsSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/selections/delivery': proxied(
    endpoint('/order/selections/delivery', {
      request: co.orderDeliverySelectionsRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/selections/delivery'],
      data: order.deliverySelectionsSchema,
      order: { sessionOrder: true },
    },
  ),
  'order/selections/payment': proxied(
    endpoint('/order/selections/payment', {
      request: co.orderIdRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'order',
    }),
    {
      body: order.browserOrderBodies['order/selections/payment'],
      data: order.paymentSelectionsSchema,
      order: { sessionOrder: true },
    },
  ),
  /** docs/rules/cart-and-checkout.md#guest-orders guest purchaser: a finished guest order by its number and password. */
  'guestOrder/get': proxied(
    endpoint('/guestOrder/get', {
      request: co.guestOrderRequestSchema,
      response: r.placedOrderResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'guestOrder',
    }),
    {
      throttle: [{ budget: 'probes' }, { budget: 'guesses', secret: 'order', per: 'order_number' }],
    },
  ),
  'checkout/state': own({ method: 'DELETE', data: checkout.checkoutClearedDataSchema }),
  'checkout/result': own({ method: 'GET', data: checkout.checkoutResultDataSchema }),
};
