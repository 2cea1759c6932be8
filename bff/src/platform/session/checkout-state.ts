import { z } from 'zod';

/**
 * The checkout state (docs/rules/cart-and-checkout.md#temporary-order), held server-side per
 * session (docs/architecture.md#sessions-and-tokens: the temporary order id, the commit result and
 * the 3-D Secure context never reach the browser as cookies).
 */
export const checkoutStateSchema = z.object({
  /**
   * docs/rules/cart-and-checkout.md#temporary-order: the cart creates a temporary order; its id
   * replaces the original product's order cookie.
   */
  temporaryOrderId: z.string().optional(),
  /**
   * docs/rules/cart-and-checkout.md#3-d-secure-return: the stored commit result — order number and
   * the provider's authorization address.
   */
  commit: z
    .object({
      orderNumber: z.string().optional(),
      /**
       * Which provider's address the commit named (docs/upstream.md#payment-completion: sbps,
       * amazon_pay).
       */
      provider: z.string(),
      authorizeUrl: z.string().optional(),
    })
    .optional(),
  /**
   * docs/rules/cart-and-checkout.md#3-d-secure-return: the 3-D Secure context a card-payment return
   * must present again, once, with the one-time reference the BFF put in the return address it
   * gave the upstream (docs/security.md#3-d-secure-cannot-be-skipped).
   */
  threeDSecure: z
    .object({ context: z.string().min(16), returnRef: z.string().min(16).optional() })
    .optional(),
  /**
   * docs/security.md#provider-return-addresses: the payment-login flow this session started — the
   * reference in the return address the BFF signed, and the provider checkout session found to
   * carry it.
   */
  paymentLogin: z
    .object({ ref: z.string().min(16), checkoutSessionId: z.string().optional() })
    .optional(),
  /**
   * docs/rules/cart-and-checkout.md#placing-the-order: the temporary order this session committed
   * and the order number the commit answered, so a repeat of "Place order" (a second press, a
   * resubmitted reload, a retry after a lost answer) answers the same order instead of reaching
   * the upstream again. `awaitingCard`: the answer sent the buyer to the card issuer and the
   * payment is still pending. A few short fields, so the session record stays small.
   */
  placed: z
    .object({
      temporaryOrderId: z.string().max(200),
      orderNumber: z.string().max(100),
      guestOrderPassword: z.string().max(100).optional(),
      awaitingCard: z.boolean(),
      expiresAt: z.number(),
    })
    .optional(),
  /**
   * docs/rules/cart-and-checkout.md#card-payment: how the last checkout ended, for the completion
   * page after the full page load of the card return.
   */
  outcome: z
    .object({
      orderNumber: z.string().nullable(),
      guestOrderPassword: z.string().nullable(),
      failure: z.object({ status: z.string(), message: z.string() }).nullable(),
    })
    .optional(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;
