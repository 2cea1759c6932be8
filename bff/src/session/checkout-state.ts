import { z } from 'zod';

/**
 * spec §4 checkout state, held server-side per session (DESIGN principle 1: the temporary order
 * id, the commit result and the 3-D Secure context never reach the browser as cookies).
 */
export const checkoutStateSchema = z.object({
  /** spec §4: the cart creates a temporary order; its id replaces the spec's order cookie. */
  temporaryOrderId: z.string().optional(),
  /** spec §4/§7: the stored commit result — order number and the provider's authorization address. */
  commit: z
    .object({
      orderNumber: z.string().optional(),
      /** Which provider's address the commit named (spec §7: sbps, amazon_pay). */
      provider: z.string(),
      authorizeUrl: z.string().optional(),
    })
    .optional(),
  /** spec §4: the 3-D Secure context a card-payment return must present again, once. */
  threeDSecure: z.object({ context: z.string().min(16) }).optional(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;
