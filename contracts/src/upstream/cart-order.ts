import { z } from 'zod';
import { singleLine } from '../validation/text';

const id = z.string().trim().min(1).max(60);

/**
 * Option entry (docs/upstream.md#cart-and-order): item_option_id with selects[id] or inputs[id,
 * input_value].
 */
export const lineOptionSchema = z.object({
  item_option_id: id,
  selects: z.array(z.object({ id })).max(10).optional(),
  inputs: z
    .array(z.object({ id, input_value: singleLine().max(200) }))
    .max(10)
    .optional(),
});

/**
 * Cart line (docs/rules/cart-and-checkout.md#cart): item.skus.id, order_quantity, options. `item.id`
 * names the product the SKU belongs to: the BFF reads its quantity bounds (MOQ included) from it
 * before a new line is forwarded (docs/rules/cart-and-checkout.md#quantity-bounds).
 */
export const cartLineInputSchema = z.object({
  item: z.object({ id: id.optional(), skus: z.object({ id }) }),
  order_quantity: z.number().int().min(0).max(9999),
  options: z.array(lineOptionSchema).max(10).optional(),
});

/**
 * Cart (docs/rules/cart-and-checkout.md#cart): cart_code on get; code plus items on add; cart_codes
 * on delete and create.
 */
export const cartCodeRequestSchema = z.object({ cart_code: id });
export const cartAddRequestSchema = z.object({
  cart_code: id,
  items: z.array(cartLineInputSchema).min(1).max(50),
});
export const cartCodesRequestSchema = z.object({ cart_codes: z.array(id).max(1).optional() });
export const cartCodesRequiredSchema = z.object({ cart_codes: z.array(id).length(1) });

const orderId = { orderId: id };
const party = z.object({
  title: singleLine().max(20).optional(),
  name: singleLine().trim().min(1).max(100),
  name_read: singleLine().max(100).optional(),
  email: singleLine().trim().email().max(254),
  tel: z.string().regex(/^\d{10,11}$/),
  zip: z.string().regex(/^\d{7}$/),
  state: singleLine().trim().min(1).max(50),
  city: singleLine().trim().min(1).max(100),
  street: singleLine().trim().min(1).max(200),
  building: singleLine().max(200).optional(),
  company: singleLine().max(200).optional(),
  company_read: singleLine().max(200).optional(),
  company_division: singleLine().max(200).optional(),
  company_position: singleLine().max(200).optional(),
});

export const orderCreateRequestSchema = z.object({ cart_code: id });
export const orderIdRequestSchema = z.object(orderId);
export const orderPurchaserRequestSchema = z.object({ ...orderId, purchaser: party });
export const orderRecieverRequestSchema = z.object({ ...orderId, reciever: party });
/** Order send fields (docs/upstream.md#cart-and-order): deliveryUnitNo, deliveryMethod. */
export const orderDeliveryRequestSchema = z.object({
  ...orderId,
  deliveryUnitNo: z.number().int().min(1),
  deliveryMethod: z.object({
    id,
    delivery_date: z.string().max(20).optional(),
    delivery_time: z.string().max(20).optional(),
  }),
});
export const orderDeliverySelectionsRequestSchema = z.object({
  ...orderId,
  deliveryUnitNo: z.number().int().min(1).optional(),
});
/** docs/rules/cart-and-checkout.md#coupons: issuedCoupons[{secret}]. */
export const orderCouponRequestSchema = z.object({
  ...orderId,
  issuedCoupons: z
    .array(z.object({ secret: id }))
    .min(1)
    .max(5),
});
export const orderPointRequestSchema = z.object({
  ...orderId,
  use_point_amount: z.number().int().min(0),
});
/**
 * docs/upstream.md#cart-and-order: paymentProfile{id, paymentFee, card_id}. `card_id` names one
 * of the member's saved cards for a card payment (docs/rules/cart-and-checkout.md#card-payment);
 * none: the card is entered at the issuer's page.
 */
export const orderPaymentRequestSchema = z.object({
  ...orderId,
  paymentProfile: z.object({
    id,
    paymentFee: z.number().min(0).optional(),
    card_id: z.string().min(1).max(40).optional(),
  }),
});
export const orderSiteOptionRequestSchema = z.object({
  ...orderId,
  site_options: z.array(lineOptionSchema).max(10),
});
/**
 * Commit. A card payment answers a 3-D Secure redirect (`sbps_authorize_url`, `order_number`,
 * `three_d_secure_context`); after the issuer's success the BFF commits again with the context.
 */
export const orderCommitRequestSchema = z.object({
  ...orderId,
  return_url: z.string().url().max(500).optional(),
  three_d_secure_context: z.string().max(200).optional(),
});
export const orderCancelRequestSchema = z.object({
  order_number: id,
  guest_order_password: z.string().max(100).optional(),
});
/** Payment change request (docs/upstream.md#cart-and-order). */
export const changePaymentRequestSchema = z.object({
  order_number: id,
  guest_purchaser: z.boolean().optional(),
  guest_order_password: z.string().max(100).optional(),
  payment_profile: z
    .object({ id, code: z.string().max(40).optional(), payment_config: z.unknown().optional() })
    .optional(),
});

/** docs/rules/cart-and-checkout.md guest order login: order number plus guest order password (docs/rules/cart-and-checkout.md#guest-orders guest purchaser). */
export const guestOrderRequestSchema = z.object({
  order_number: id,
  guest_order_password: z.string().trim().min(1).max(100),
});
