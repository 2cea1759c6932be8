import { z } from 'zod';
import { itemCustomSchema, itemSchema, skuSchema } from './items';
import { placedOrderParts, placedUnitSchema } from './responses';

// Response `data` of the member-area calls (docs/upstream.md), as the screens read them: the
// upstream may add fields, which are stripped; the ones named here are what the member pages rely on.

/** The buyer's user rank (docs/rules/accounts.md#member-area). */
export const userRankResponseSchema = z.object({
  user_rank: z.object({ id: z.string(), code: z.string(), name: z.string() }),
});

/** One line of a finished order  with its item as ordered. */
export const historyLineSchema = z.object({
  line_id: z.string().optional(),
  order_quantity: z.number(),
  sell_price_tax_included: z.number(),
  subtotal: z.number().optional(),
  tax_rate: z.number().nullable().optional(),
  item: z
    .object({
      id: z.string(),
      name: z.string(),
      name_en: z.string().optional(),
      code: z.string().optional(),
      image_url: z.string().optional(),
      skus: skuSchema.optional(),
      custom: itemCustomSchema.optional(),
    })
    .nullable(),
});

/** An order as the history keeps it (docs/rules/accounts.md#orders). */
export const historyOrderSchema = z.object({
  ...placedOrderParts,
  order_number: z.string(),
  payment_status: z.string(),
  total_price: z.number(),
  ordered_at: z.string().optional(),
  // payment_profile comes from placedOrderParts with its payment_fee: the order detail's totals
  // show the fee (a cash-on-delivery order's ¥330), which a narrower object here stripped.
  delivery_units: z
    .array(placedUnitSchema.extend({ lines: z.array(historyLineSchema) }))
    .optional(),
});
export type HistoryOrder = z.infer<typeof historyOrderSchema>;

export const orderHistoryGetResponseSchema = z.object({ order: historyOrderSchema });

/** A saved address: adressId (sic, the upstream's spelling) and the address. */
export const savedAddressSchema = z.object({
  adressId: z.string(),
  address: z.object({
    name: z.string(),
    zip: z.string(),
    state: z.string(),
    city: z.string(),
    street: z.string(),
    building: z.string().optional(),
    tel: z.string(),
    company: z.string().optional(),
  }),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const addressListResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });

/** A saved card (docs/rules/accounts.md#cards): the card's id and what may be shown (never the number). */
export const savedCardSchema = z.object({
  card_id: z.string(),
  payment_profile_id: z.string(),
  payment_config: z.object({ last4: z.string(), brand: z.string(), expiry: z.string() }),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const cardListResponseSchema = z.object({ cards: z.array(savedCardSchema) });

/** A coupon as lists show it (docs/rules/cart-and-checkout.md#coupons). */
export const couponViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().optional(),
  incentive_value_type: z.string().optional(),
  incentive_value: z.number().optional(),
  /** The most a percentage takes off (the upstream's spelling; 0 or none: no maximum). */
  maximum_discount_pirce: z.number().nullable().optional(),
  usable_begin_at: z.string().nullable().optional(),
  usable_end_at: z.string().nullable().optional(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

export const issuedCouponSchema = z.object({
  id: z.string(),
  secret: z.string(),
  issued_at: z.string(),
  used: z.boolean(),
  coupon: couponViewSchema.nullable().optional(),
});
export const issuedCouponListResponseSchema = z.object({
  issued_coupons: z.array(issuedCouponSchema),
});
export const couponListResponseSchema = z.object({
  coupons: z.array(couponViewSchema.extend({ usable: z.boolean().optional() })),
});
export const couponIssueResponseSchema = z.object({ issued_coupon: issuedCouponSchema });

/**
 * An arrival notification for a sku (docs/rules/reviews-and-notifications.md#arrival-notifications),
 * with the item the sku belongs to (null once it is gone) and when it was asked for.
 */
export const notifyEntrySchema = z.object({
  skuId: z.string(),
  skuCode: z.string().optional(),
  created_at: z.string().optional(),
  item: itemSchema.nullable().optional(),
});
export type NotifyEntry = z.infer<typeof notifyEntrySchema>;
export const notifyListResponseSchema = z.object({ notifies: z.array(notifyEntrySchema) });
