import { timingSafeEqual } from 'node:crypto';
import type { PaymentReturnBody } from '@kakehashi/contracts';
import type { CheckoutState } from '../../platform/session/checkout-state';

export type PaymentReturnVerdict =
  | { kind: 'success'; orderNumber: string; authorizeUrl?: string; provider: string }
  | {
      kind: 'failed';
      outcome: 'error' | 'cancel';
      errorCode?: string;
      authorizeUrl?: string;
      provider: string;
    }
  | { kind: 'incomplete'; missing: ('context' | 'orderNumber' | 'errorCode')[] }
  | {
      kind: 'refused';
      reason: 'no-pending-payment' | 'reference-mismatch' | 'context-mismatch' | 'order-mismatch';
    };

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * docs/rules/cart-and-checkout.md#3-d-secure-return: success needs a 3-D Secure context and an
 * order number; error needs the context and an error code; the context must equal the stored one or
 * the return is invalid; cancel and error are invalid results. With no pending payment (never
 * committed, or already returned once) every return is refused, so a forged or replayed context
 * changes nothing. Cancel needs the context too: without it anyone could void a buyer's pending
 * payment. Every return must also bring back the one-time reference of the return address the BFF
 * gave the upstream: the browser only learns it when the issuer sends it back, so a context seen
 * anywhere else cannot be presented alone (docs/security.md#3-d-secure-cannot-be-skipped).
 */
export const judgePaymentReturn = (
  body: PaymentReturnBody,
  state: CheckoutState,
): PaymentReturnVerdict => {
  const missing: ('context' | 'orderNumber' | 'errorCode')[] = [];
  if (!body.context) missing.push('context');
  if (body.status === 'success' && !body.orderNumber) missing.push('orderNumber');
  if (body.status === 'error' && !body.errorCode) missing.push('errorCode');
  if (missing.length) return { kind: 'incomplete', missing };

  const stored = state.threeDSecure?.context;
  if (!stored || !state.commit) return { kind: 'refused', reason: 'no-pending-payment' };
  const returnRef = state.threeDSecure?.returnRef;
  if (!returnRef || !body.reference || !sameSecret(body.reference, returnRef))
    return { kind: 'refused', reason: 'reference-mismatch' };
  if (!sameSecret(body.context!, stored)) return { kind: 'refused', reason: 'context-mismatch' };
  const { provider, authorizeUrl, orderNumber } = state.commit;
  if (body.status === 'success') {
    if (orderNumber && orderNumber !== body.orderNumber)
      return { kind: 'refused', reason: 'order-mismatch' };
    return { kind: 'success', orderNumber: body.orderNumber!, authorizeUrl, provider };
  }
  return {
    kind: 'failed',
    outcome: body.status,
    errorCode: body.errorCode,
    authorizeUrl,
    provider,
  };
};
