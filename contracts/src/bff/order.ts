import { z } from 'zod';
import * as co from '../upstream/cart-order';
import { deliveryMethodSchema, orderSchema, paymentProfileSchema } from '../upstream/responses';

/**
 * The order calls as the browser makes them (docs/rules/cart-and-checkout.md#order-secrets): the
 * temporary order id, the card return address and the 3-D Secure context are the BFF's to add
 * from the session, so the browser's bodies have no such fields and its answers carry none.
 */
const sessionOrder = { orderId: true } as const;

export const browserOrderBodies = {
  'order/get': co.orderIdRequestSchema.omit(sessionOrder),
  'order/setPurchaser': co.orderPurchaserRequestSchema.omit(sessionOrder),
  'order/setReciever': co.orderRecieverRequestSchema.omit(sessionOrder),
  'order/setDelivery': co.orderDeliveryRequestSchema.omit(sessionOrder),
  'order/verify': co.orderIdRequestSchema.omit(sessionOrder),
  'order/setCoupon': co.orderCouponRequestSchema.omit(sessionOrder),
  'order/omitCoupon': co.orderIdRequestSchema.omit(sessionOrder),
  'order/setPoint': co.orderPointRequestSchema.omit(sessionOrder),
  'order/confirmPoint': co.orderIdRequestSchema.omit(sessionOrder),
  'order/setPayment': co.orderPaymentRequestSchema.omit(sessionOrder),
  'order/setSiteOptionGroup': co.orderSiteOptionRequestSchema.omit(sessionOrder),
  'order/commit': co.orderCommitRequestSchema.omit({
    orderId: true,
    return_url: true,
    three_d_secure_context: true,
  }),
  'order/cartLoad': co.orderIdRequestSchema.omit(sessionOrder),
  'order/selections/coupon': co.orderIdRequestSchema.omit(sessionOrder),
  'order/selections/delivery': co.orderDeliverySelectionsRequestSchema.omit(sessionOrder),
  'order/selections/payment': co.orderIdRequestSchema.omit(sessionOrder),
} as const;
export type BrowserOrderCall = keyof typeof browserOrderBodies;

/** docs/rules/cart-and-checkout.md temporary order without its id: what the browser sees of it. */
export const browserOrderSchema = orderSchema.omit({ orderId: true, temporary_order_id: true });
export const browserOrderResponseSchema = z.object({ order: browserOrderSchema });
export type BrowserOrder = z.infer<typeof browserOrderSchema>;

/**
 * Commit as the browser sees it: an order number, or a card payment that goes on at the issuer's
 * page, which the browser reaches through the BFF's `/checkout/card-authorize` page (the issuer
 * address names the 3-D Secure context, so the browser is only sent there, never told it).
 */
export const browserCommitResponseSchema = z.union([
  z.object({ redirect: z.literal(true), order_number: z.string(), next: z.string() }),
  z.object({ order_number: z.string(), guest_order_password: z.string().optional() }),
]);
export type BrowserCommit = z.infer<typeof browserCommitResponseSchema>;

/** `POST /api/order/cartLoad`: back from checkout to the cart, whose code the answer names. */
export const browserCartLoadResponseSchema = z.object({ cart_code: z.string() });

const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  incentive_value_type: z.enum(['percent', 'absolute']),
  incentive_value: z.number(),
  /** The most a percentage takes off (the upstream's spelling; 0 or none: no maximum). */
  maximum_discount_pirce: z.number().nullable().optional(),
});

/** What the checkout may offer: delivery methods (POST_ only when eligible), payments, coupons. */
export const deliverySelectionsSchema = z.object({
  delivery_methods: z.array(deliveryMethodSchema),
});
export const paymentSelectionsSchema = z.object({
  payment_profiles: z.array(paymentProfileSchema),
});
export const couponSelectionsSchema = z.object({
  /** The member's issued coupons, each with its secret (the buyer's own). */
  issued_coupons: z.array(z.object({ secret: z.string(), coupon: couponSchema.nullable() })),
  /** Coupons usable without login; a guest applies one by its code. */
  coupons: z.array(couponSchema.extend({ secret: z.string().optional() })),
});
