import { z } from 'zod';
import { orderLineSchema } from './cart-responses';
import { deliveryMethodSchema, orderSchema } from './order-responses';
import { paymentProfileSchema } from './payment-responses';

/**
 * What a finished order may carry beside its number and total (history, guest look-up, payment
 * change): the temporary order's parts the order screens show (shared/cart/order-money), never
 * its temporary ids.
 */
export const placedOrderParts = orderSchema
  .omit({ orderId: true, temporary_order_id: true, delivery_units: true, total_price: true })
  .partial().shape;
/** A finished order's delivery unit: its method and lines as ordered. */
export const placedUnitSchema = z.object({
  delivery_unit_no: z.number().int().optional(),
  temperature_class: z.string().optional(),
  delivery_method: deliveryMethodSchema.nullable().optional(),
});

/** A finished order as history, guest look-up and payment change answer it (docs/rules/cart-and-checkout.md Order). */
export const placedOrderSchema = z.object({
  ...placedOrderParts,
  order_number: z.string(),
  ordered_at: z.string().optional(),
  payment_status: z.string(),
  total_price: z.number(),
  payment_profile: paymentProfileSchema.nullable().optional(),
  delivery_units: z
    .array(placedUnitSchema.extend({ lines: z.array(orderLineSchema).optional() }))
    .optional(),
});
export const placedOrderResponseSchema = z.object({ order: placedOrderSchema });
/** `order/getChangePayment` and `putChangePayment`: the order and the payment methods it may change to. */
export const changePaymentResponseSchema = z.object({
  order: placedOrderSchema,
  payment_profiles: z.array(paymentProfileSchema).optional(),
});
/** docs/rules/cart-and-checkout.md order history: the member's finished orders. */
export const orderHistoryResponseSchema = z.object({
  orders: z.array(placedOrderSchema),
  hit: z.number().int().min(0).optional(),
});
