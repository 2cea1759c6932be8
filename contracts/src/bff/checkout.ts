import { z } from 'zod';

/**
 * What the card issuer hands back on the BFF's return page `GET /checkout/card-return` (its query,
 * docs/rules/cart-and-checkout.md#3-d-secure-return). Only that full page load carries the
 * 3-D Secure context, so the return has no `/api` endpoint: the app's JavaScript never sees it.
 */
export const paymentReturnBodySchema = z.object({
  status: z.enum(['success', 'error', 'cancel']),
  context: z.string().max(512).optional(),
  orderNumber: z.string().max(128).optional(),
  errorCode: z.string().max(64).optional(),
  /** The one-time reference of the return address the BFF gave the upstream (`ref`). */
  reference: z.string().max(128).optional(),
});
export type PaymentReturnBody = z.infer<typeof paymentReturnBodySchema>;

/**
 * Data of `DELETE /api/checkout/state` (docs/rules/site-and-pages.md#leaving-checkout: checkout
 * state cleared on leaving checkout).
 */
export const checkoutClearedDataSchema = z.object({ cleared: z.literal(true) });

/**
 * `GET /api/checkout/result`: how the last checkout of this session ended, kept by the BFF for
 * the completion page (a card payment returns through a full page load).
 */
export const checkoutResultDataSchema = z.object({
  orderNumber: z.string().nullable(),
  /** docs/rules/cart-and-checkout.md#guest-orders guest purchaser: shown once, needed with the number to look the order up. */
  guestOrderPassword: z.string().nullable(),
  /** A card return that failed or was cancelled, with the mapped message. */
  failure: z.object({ status: z.string(), message: z.string() }).nullable(),
  /**
   * Whether the session addresses a temporary order, so `order/get` has one to read: checkout
   * opened without one starts it from the cart instead of asking and being refused (E000-410,
   * docs/rules/cart-and-checkout.md#pages). Absent from an older gateway: ask.
   */
  orderInProgress: z.boolean().optional(),
});
export type CheckoutResultData = z.infer<typeof checkoutResultDataSchema>;
