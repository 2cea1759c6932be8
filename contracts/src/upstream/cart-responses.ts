import { z } from 'zod';
import { itemCustomSchema, skuSchema } from './items';
import { lineOptionSchema, saleSchema } from './line-parts';

/** docs/rules/cart-and-checkout.md option group: select options (each choice priced) or free input (priced when filled). */
export const optionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(['select', 'input']),
      required: z.boolean().optional(),
      max_length: z.number().int().optional(),
      price_tax_included: z.number().optional(),
      selects: z
        .array(z.object({ id: z.string(), name: z.string(), price_tax_included: z.number() }))
        .optional(),
    }),
  ),
});

/** `optiongroup/get {skus_id}`: the option groups of a SKU's item (docs/rules/cart-and-checkout.md). */
export const optionGroupsResponseSchema = z.object({
  option_groups: z.array(optionGroupSchema),
});

/** docs/rules/cart-and-checkout.md cart or order line with the item fields the screens show. */
export const orderLineSchema = z.object({
  line_id: z.string(),
  item: z
    .object({
      id: z.string(),
      code: z.string().optional(),
      name: z.string().optional(),
      name_en: z.string().optional(),
      image_url: z.string().optional(),
      /** The line's variation: its code and variation name the line (shared/cart/variation-name). */
      skus: skuSchema,
      item_minimum_purchase: z.number().int().nullable().optional(),
      item_maximum_purchase: z.number().int().nullable().optional(),
      custom: itemCustomSchema.optional(),
    })
    .nullable(),
  order_quantity: z.number().int(),
  options: z.array(lineOptionSchema),
  /** The item's option group, so the chosen options can be named. */
  option_group: optionGroupSchema.nullable().optional(),
  sell_price_tax_included: z.number(),
  subtotal: z.number().optional(),
  /** docs/rules/cart-and-checkout.md#order-taxes: the line's tax rate. */
  tax_rate: z.number().nullable().optional(),
});

/** docs/rules/cart-and-checkout.md cart: cart_code, lines (item.skus, order_quantity, options), total_price. */
export const cartSchema = z.object({
  cart_code: z.string(),
  lines: z.array(orderLineSchema),
  subtotal: z.number().optional(),
  total_price: z.number(),
  user_rank: z.object({ id: z.string(), name: z.string() }).nullable(),
  sales: z.array(saleSchema),
});
export const cartResponseSchema = z.object({ cart: cartSchema });
export const cartCodeResponseSchema = z.object({ cart_code: z.string() });
