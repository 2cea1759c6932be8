import { createHash } from 'node:crypto';
import { UpstreamStatus } from '@kakehashi/contracts';
import { orderView } from '../checkout/order-view';
import { failure, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import type { MockState } from '../state/store';
import { randomToken } from '../state/tokens';

/**
 * A provider checkout session: the buyer the provider signed in (docs/upstream.md#payment-login),
 * with the return address of the signed payload it was started from (the shop checks it names
 * its own flow, docs/security.md#provider-return-addresses).
 */
export type PaymentLoginSession = {
  id: string;
  state: 'Open' | 'Completed';
  webCheckoutDetails: { checkoutReviewReturnUrl: string };
};

/** The provider's sandbox buyer: every mock sign-in is this person. */
export const sandboxBuyer = {
  name: 'Jordan Lee',
  email: 'jordan.lee@example.com',
  phone: '0312345678',
  shipping_address: {
    zip: '1500001',
    state: '東京都',
    city: '渋谷区',
    street: '神宮前1-2-3',
    building: 'Omotesando Hills 4F',
  },
};

// Sessions and signed payloads per mock instance, beside its state (the seeded state itself has
// no place for them).
const sessionsOf = new WeakMap<MockState, Map<string, PaymentLoginSession>>();
export const paymentLoginSessions = (state: MockState) => {
  if (!sessionsOf.has(state)) sessionsOf.set(state, new Map());
  return sessionsOf.get(state)!;
};
const payloadsOf = new WeakMap<MockState, Map<string, string>>();
/** The return address of each payload the provider signed, by payload id. */
export const signedPayloads = (state: MockState) => {
  if (!payloadsOf.has(state)) payloadsOf.set(state, new Map());
  return payloadsOf.get(state)!;
};

/**
 * The external payment-login calls (Amazon Pay style): config, the signed button payload, the
 * checkout session, its buyer, and the checkout session applied to a temporary order, whose
 * purchaser and receiver become the buyer's address (docs/rules/cart-and-checkout.md#guest-orders).
 */
export const paymentLoginRoutes = (mount: Mount): void => {
  mount('paymentLogin/config', () =>
    success({
      enabled: true,
      merchant_id: 'MOCKMERCHANT01',
      public_key_id: 'SANDBOX-MOCKKEY',
      sandbox: true,
      ledger_currency: 'JPY',
    }),
  );
  // The sign-in page names the signed payload, not a return address: like the real provider,
  // which verifies the button's signature, the browser cannot change where the buyer returns.
  mount('paymentLogin/payload', ({ body, state, options }) => {
    const payload = JSON.stringify({
      webCheckoutDetails: { checkoutReviewReturnUrl: body.return_url },
      storeId: 'mock-store',
    });
    const id = randomToken('pl').slice(0, 32);
    signedPayloads(state).set(id, body.return_url);
    return success({
      payload,
      signature: createHash('sha256').update(payload).digest('base64'),
      sign_in_url: `${options.publicUrl}/__mock/paylogin/signin?payload=${id}`,
    });
  });
  const open = (state: MockState, id: string) => paymentLoginSessions(state).get(id);
  mount('paymentLogin/session', ({ body, state }) => {
    const session = open(state, body.checkout_session_id);
    return session ? success({ checkout_session: session }) : notFound('checkout_session_id');
  });
  mount('paymentLogin/getBuyer', ({ body, state }) =>
    open(state, body.checkout_session_id)
      ? success({ buyer: sandboxBuyer })
      : notFound('checkout_session_id'),
  );
  mount('paymentLogin/checkoutSession', ({ body, state, member, nowMs }) => {
    const session = open(state, body.checkout_session_id);
    if (!session) return notFound('checkout_session_id');
    const order = state.tempOrders.get(body.orderId);
    if (!order || (order.user_id !== null && order.user_id !== member?.id))
      return notFound('orderId');
    if (order.status !== 'open') return failure(UpstreamStatus.orderClosed);
    const { shipping_address: address, phone, ...person } = sandboxBuyer;
    const party = { ...person, tel: phone, ...address };
    order.purchaser = party;
    order.reciever = party;
    order.completed.purchaser = true;
    order.completed.reciever = true;
    return success({ order: orderView(state, order, nowMs) });
  });
};

/** The provider's sign-in page: one button that signs the sandbox buyer in and returns. */
export const paymentLoginSignIn = (state: MockState, returnUrl: string): string => {
  const session: PaymentLoginSession = {
    id: randomToken('cs').slice(0, 32),
    state: 'Open',
    webCheckoutDetails: { checkoutReviewReturnUrl: returnUrl },
  };
  paymentLoginSessions(state).set(session.id, session);
  const target = new URL(returnUrl);
  target.searchParams.set('amazonCheckoutSessionId', session.id);
  return target.toString();
};
