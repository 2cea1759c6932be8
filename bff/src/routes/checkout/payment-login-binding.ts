import { randomBytes, timingSafeEqual } from 'node:crypto';
import { StatusCode, type UpstreamName } from '@kakehashi/contracts';
import { AppError } from '../../platform/http/app-error';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import type { CheckoutStore } from './checkout-store';

/** The app's page the provider returns to (web/src/shared/payment-login: paymentLoginReturnPath). */
export const paymentLoginReturnPath = '/checkout/payment-login';
const refField = 'ref';

export type UpstreamRead = (name: UpstreamName, body: unknown) => Promise<UpstreamOutcome>;

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether the provider says its checkout session was started from the payload naming `ref`. */
const startedWith = (outcome: UpstreamOutcome, ref: string) => {
  if (outcome.kind !== 'response' || outcome.status !== 'E000-000') return false;
  const session = (outcome.data as { checkout_session?: Record<string, unknown> } | null)
    ?.checkout_session;
  const details = session?.webCheckoutDetails as { checkoutReviewReturnUrl?: unknown } | undefined;
  try {
    const returned = new URL(String(details?.checkoutReviewReturnUrl ?? '')).searchParams;
    return sameSecret(returned.get(refField) ?? '', ref);
  } catch {
    return false;
  }
};

/**
 * docs/security.md#provider-return-addresses: a payment-login flow belongs to the session that
 * started it. `paymentLogin/payload` gets the return address from the BFF (the public origin and
 * a fresh reference kept in the session), never from the browser; a provider checkout session is
 * used only by the session whose reference the provider says it was started with (checked once
 * against the provider's own record, then remembered). Anyone else, anonymous or signed in, gets
 * 403 in their language and no buyer data.
 */
export const createPaymentLoginBinding = (store: CheckoutStore, publicUrl: string) => ({
  async payloadBody(sessionId: string | null): Promise<{ return_url: string }> {
    const state = sessionId ? await store.read(sessionId) : {};
    // The flow fills the temporary order: without one there is nothing to sign in for.
    if (!sessionId || !state.temporaryOrderId)
      throw new AppError(409, StatusCode.noOrderInProgress);
    const ref = randomBytes(32).toString('base64url');
    await store.update(sessionId, (current) => ({ ...current, paymentLogin: { ref } }));
    const address = new URL(paymentLoginReturnPath, publicUrl);
    address.searchParams.set(refField, ref);
    return { return_url: address.toString() };
  },

  /** Before a call that reads or uses a provider checkout session (its buyer's name, email, address). */
  async requireOwnSession(
    sessionId: string | null,
    body: unknown,
    read?: UpstreamRead,
  ): Promise<void> {
    const id = (body as { checkout_session_id?: unknown } | null)?.checkout_session_id;
    const flow = sessionId ? (await store.read(sessionId)).paymentLogin : undefined;
    if (!sessionId || !flow || typeof id !== 'string')
      throw new AppError(403, StatusCode.forbidden);
    if (flow.checkoutSessionId === id) return;
    if (
      !read ||
      !startedWith(await read('paymentLogin/session', { checkout_session_id: id }), flow.ref)
    )
      throw new AppError(403, StatusCode.forbidden);
    await store.update(sessionId, (current) => ({
      ...current,
      paymentLogin: { ref: flow.ref, checkoutSessionId: id },
    }));
  },
});
export type PaymentLoginBinding = ReturnType<typeof createPaymentLoginBinding>;
