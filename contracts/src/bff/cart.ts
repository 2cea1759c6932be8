import { z } from 'zod';

/**
 * `POST /api/cart/mine` data: the code of the cart the gateway remembers for the signed-in member,
 * null when it remembers none (docs/rules/cart-and-checkout.md#a-members-cart).
 */
export const memberCartDataSchema = z.object({ cart_code: z.string().nullable() });
export type MemberCartData = z.infer<typeof memberCartDataSchema>;
