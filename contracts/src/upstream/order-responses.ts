import { z } from 'zod';
import { postalAddressFields } from './member';
import { freeDeliveryMinimumSchema } from './free-delivery';
import { optionGroupSchema, orderLineSchema } from './cart-responses';
import { lineOptionSchema, saleSchema } from './line-parts';
import { paymentProfileSchema } from './payment-responses';

const partySchema = z.object({
  name: z.string(),
  email: z.string(),
  tel: z.string().optional(),
  ...postalAddressFields,
});

/** docs/rules/cart-and-checkout.md delivery method of a unit (chosen) or of the selections. */
export const deliveryMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  delivery_fee: z.number(),
  /** A fee charged whatever the goods total: the method is never free. */
  force_delivery_fee: z.boolean().optional(),
  /**
   * docs/rules/cart-and-checkout.md#free-delivery-threshold: the unit's goods total (tax
   * included) from which this method is free; absent when the shop set none.
   */
  delivery_fee_free_minimum_price: freeDeliveryMinimumSchema,
  description: z.string().optional(),
  delivery_date: z.string().optional(),
  delivery_time: z.string().optional(),
  required_delivery_date: z.boolean().optional(),
  required_delivery_time: z.boolean().optional(),
  delivery_time_selections: z.array(z.string()).optional(),
  delivery_date_selections: z.array(z.string()).optional(),
  /** docs/rules/cart-and-checkout.md#delivery-by-temperature: the temperatures it keeps. */
  temperature_classes: z.array(z.string()).optional(),
  /**
   * Selections for a delivery unit: false when the method cannot keep the unit's goods at their
   * temperature; `unavailable_reason` then names that temperature.
   */
  available: z.boolean().optional(),
  unavailable_reason: z.string().nullable().optional(),
});

/** docs/rules/cart-and-checkout.md temporary order, with the parts the checkout screens show. */
export const orderSchema = z.object({
  orderId: z.string(),
  temporary_order_id: z.string(),
  purchaser: partySchema.nullable().optional(),
  reciever: partySchema.nullable().optional(),
  delivery_units: z.array(
    z.object({
      delivery_unit_no: z.number().int(),
      temperature_class: z.string().optional(),
      lines: z.array(orderLineSchema).optional(),
      delivery_method: deliveryMethodSchema.nullable().optional(),
    }),
  ),
  issued_coupons: z
    .array(
      z.object({
        secret: z.string(),
        discount_amount: z.number(),
        // The incentive, so the applied coupon says its value and maximum beside the discount.
        coupon: z
          .object({
            id: z.string(),
            code: z.string(),
            name: z.string(),
            incentive_value_type: z.enum(['percent', 'absolute']).optional(),
            incentive_value: z.number().optional(),
            maximum_discount_pirce: z.number().nullable().optional(),
          })
          .nullable(),
      }),
    )
    .optional(),
  payment_profile: paymentProfileSchema.nullable().optional(),
  /**
   * The card a card payment charges (docs/rules/cart-and-checkout.md#card-payment): the saved card
   * chosen at the payment step (`card_id`), or, once paid, the one entered at the issuer's page;
   * only what may be shown, never the number.
   */
  payment_card: z
    .object({
      card_id: z.string().optional(),
      brand: z.string(),
      last4: z.string(),
      expiry: z.string().optional(),
    })
    .nullable()
    .optional(),
  use_point_amount: z.number().optional(),
  issue_points: z.object({ point_amount: z.number() }).optional(),
  sales: z.array(saleSchema).optional(),
  option_group: optionGroupSchema.nullable().optional(),
  site_options: z.array(lineOptionSchema).optional(),
  subtotal: z.number().optional(),
  total_price: z.number(),
  taxes: z.array(
    z.object({ tax_rate: z.number(), tax: z.number(), price_tax_included: z.number() }),
  ),
  completed: z.record(z.string(), z.boolean()),
  guest_purchaser: z.boolean().optional(),
});
export const orderResponseSchema = z.object({ order: orderSchema });

/** Commit: an order number, or (card) a 3-D Secure redirect to complete first. */
export const orderCommitResponseSchema = z.union([
  z.object({
    redirect: z.literal(true),
    sbps_authorize_url: z.string(),
    order_number: z.string(),
    three_d_secure_context: z.string(),
  }),
  z.object({ order_number: z.string(), guest_order_password: z.string().optional() }),
]);
