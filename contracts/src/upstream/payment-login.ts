import { z } from 'zod';

// The external payment-login buyer flow (docs/upstream.md#payment-login): an Amazon Pay style
// provider signs the buyer in on its own page, hands back a checkout session, and the shop reads
// the buyer's address from it into the temporary order's purchaser and receiver.

const sessionId = z.string().trim().min(1).max(100);

/** `paymentLogin/config`: whether the button is offered and how it is set up. */
export const paymentLoginConfigSchema = z.object({
  enabled: z.boolean(),
  merchant_id: z.string(),
  public_key_id: z.string(),
  sandbox: z.boolean(),
  ledger_currency: z.string(),
});

/** `paymentLogin/payload {return_url}`: the signed button payload and the provider's sign-in page. */
export const paymentLoginPayloadRequestSchema = z.object({ return_url: z.string().url().max(500) });
export const paymentLoginPayloadSchema = z.object({
  payload: z.string(),
  signature: z.string(),
  sign_in_url: z.string(),
});

/** The calls that name the provider's checkout session. */
export const paymentLoginSessionRequestSchema = z.object({ checkout_session_id: sessionId });
export const paymentLoginSessionSchema = z.object({
  checkout_session: z.object({ id: z.string(), state: z.enum(['Open', 'Completed']) }),
});

/** The buyer the provider signed in, with the address the shop may use. */
export const paymentLoginBuyerSchema = z.object({
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    shipping_address: z.object({
      zip: z.string(),
      state: z.string(),
      city: z.string(),
      street: z.string(),
      building: z.string().optional(),
    }),
  }),
});

/** `paymentLogin/checkoutSession`: the buyer's address becomes the order's purchaser and receiver. */
export const paymentLoginCheckoutRequestSchema = z.object({
  orderId: z.string().trim().min(1).max(60),
  checkout_session_id: sessionId,
});
