import { z } from 'zod';

// The parts a cart's line and an order both carry, kept out of the package's exports: the
// response files export the schemas built from them.

/** docs/rules/cart-and-checkout.md option entry of a line: item_option_id with selects[id] or inputs[id, input_value]. */
export const lineOptionSchema = z.object({
  item_option_id: z.string(),
  selects: z.array(z.object({ id: z.string() })).optional(),
  inputs: z.array(z.object({ id: z.string(), input_value: z.string() })).optional(),
});

/** docs/rules/cart-and-checkout.md sale applied to a cart or order. */
export const saleSchema = z.object({
  id: z.string(),
  name: z.string(),
  discount_amount: z.number(),
});
