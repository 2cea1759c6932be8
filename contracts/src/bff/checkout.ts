import { z } from 'zod';

/**
 * `POST /api/checkout/payment-return` body: what the card provider handed back to the return page
 * (card-payment return, docs/rules/cart-and-checkout.md#3-d-secure-return); the page forwards the
 * query it received.
 */
export const paymentReturnBodySchema = z.object({
  status: z.enum(['success', 'error', 'cancel']),
  context: z.string().max(512).optional(),
  orderNumber: z.string().max(128).optional(),
  errorCode: z.string().max(64).optional(),
});
export type PaymentReturnBody = z.infer<typeof paymentReturnBodySchema>;

/**
 * Data of a successful card-payment return: the committed order's number
 * (docs/rules/cart-and-checkout.md#3-d-secure-return).
 */
export const paymentReturnDataSchema = z.object({ orderNumber: z.string() });

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
});
export type CheckoutResultData = z.infer<typeof checkoutResultDataSchema>;
