import { z } from 'zod';
import { singleLine } from '../validation/text';
import { cardBrands } from '../rules/card-brand';
import { clampPointHistoryLimit } from '../rules/shop-defaults';
import { isoDaySchema, orderedRangeSchema, orderHistoryEndTypes } from '../rules/ordered-range';

/** Address (docs/upstream.md#member): adressId (sic) and address; zip 7 digits. */
export const addressPutRequestSchema = z.object({
  adressId: z.string().max(40).optional(),
  address: z.object({
    name: singleLine().trim().min(1).max(100),
    zip: z.string().regex(/^\d{7}$/),
    state: singleLine().trim().min(1).max(50),
    city: singleLine().trim().min(1).max(100),
    street: singleLine().trim().min(1).max(200),
    building: singleLine().max(200).optional(),
    tel: z.string().regex(/^\d{10,11}$/),
    company: singleLine().max(200).optional(),
  }),
});
export const addressDeleteRequestSchema = z.object({ adressId: z.string().min(1).max(40) });

/**
 * Credit card (docs/upstream.md#cart-and-order): payment_profile_id, card_id, payment_config (a
 * provider token).
 */
export const creditcardGetRequestSchema = z.object({
  payment_profile_id: z.string().min(1).max(40).default('1'),
});
export const creditcardPutRequestSchema = z.object({
  payment_profile_id: z.string().min(1).max(40).default('1'),
  payment_config: z.object({
    token: z.string().min(1).max(200),
    last4: z.string().regex(/^\d{4}$/),
    // One of the brands offered: the number never travels, so its brand is read in the browser
    // (cardBrandOf); here only a brand we do not offer can be refused (docs/rules/accounts.md#cards).
    brand: z.enum(cardBrands),
    expiry: z.string().regex(/^\d{2}\/\d{2}$/),
  }),
});
export const creditcardDeleteRequestSchema = z.object({
  payment_profile_id: z.string().min(1).max(40).default('1'),
  card_id: z.string().min(1).max(40),
});

/**
 * Point history {baseDate, endType, offset, limit}; the page size is clamped to 1..100, never
 * refused (docs/rules/cart-and-checkout.md#points).
 */
export const pointHistoryRequestSchema = z.object({
  baseDate: z.string().max(30).optional(),
  endType: z.string().max(20).optional(),
  offset: z.number().int().min(0).default(0),
  // Clamped, not refused: 0 or 500 asks for 1 or 100 entries, none for 100.
  limit: z
    .number()
    .optional()
    .transform((limit) => clampPointHistoryLimit(limit ?? Number.NaN)),
});

/**
 * Coupons issue {coupon_secret}; list {issuable_at begin/end}
 * (docs/rules/cart-and-checkout.md#coupons).
 */
export const couponIssueRequestSchema = z.object({
  coupon_secret: singleLine().trim().min(1).max(100),
});
export const couponListRequestSchema = z.object({
  issuable_at: z
    .object({ begin: z.string().max(30).optional(), end: z.string().max(30).optional() })
    .optional(),
});
export const couponGetRequestSchema = z.object({ id: z.string().min(1).max(40) });

/**
 * orderHistory list {baseDate, endType, ordered_at, paymentStatus[]} and get (docs/upstream.md#cart-and-order).
 */
export const paymentStatuses = [
  'unpaid',
  'canceled',
  'captured',
  'authorized',
  'system-error',
  'refund-requested',
  'refunded',
  'auth-examination',
  'auth-pending',
] as const;
export const orderHistoryListRequestSchema = z.object({
  /** A day (YYYY-MM-DD, Japan) that starts or ends the history, as `endType` says. */
  baseDate: isoDaySchema.optional(),
  endType: z.enum(orderHistoryEndTypes).optional(),
  /** The range of days ordered, both inclusive (docs/rules/cart-and-checkout.md#order-history-dates). */
  ordered_at: orderedRangeSchema.optional(),
  paymentStatus: z.array(z.enum(paymentStatuses)).max(paymentStatuses.length).optional(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
export const orderHistoryGetRequestSchema = z.object({ order_number: z.string().min(1).max(40) });
