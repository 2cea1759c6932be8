import type { CheckoutState } from '../../platform/session/checkout-state';

/** How long a session remembers the order it placed (docs/rules/cart-and-checkout.md#placing-the-order). */
export const placedOrderTtlMs = 30 * 60_000;

type Placed = NonNullable<CheckoutState['placed']>;

/**
 * The order a repeat of "Place order" answers: the one this session already placed from the same
 * temporary order, while remembered. A new temporary order (order/create) replaces the whole
 * checkout state, so it is never answered with an older order. A card payment still pending
 * answers only while its 3-D Secure step is pending too: the answer sends the buyer back to the
 * same issuer step, never past it (docs/security.md#3-d-secure-cannot-be-skipped).
 */
export const placedOrderOf = (state: CheckoutState, nowMs: number): Placed | undefined => {
  const { placed } = state;
  if (!placed || placed.expiresAt <= nowMs) return undefined;
  if (state.temporaryOrderId && state.temporaryOrderId !== placed.temporaryOrderId)
    return undefined;
  if (placed.awaitingCard && !(state.threeDSecure && state.commit?.authorizeUrl)) return undefined;
  return placed;
};

/** What the upstream's commit answered, as the browser saw it (commitView), once more. */
export const placedAnswer = (placed: Placed, cardAuthorizePath: string) =>
  placed.awaitingCard
    ? { redirect: true, order_number: placed.orderNumber, next: cardAuthorizePath }
    : {
        order_number: placed.orderNumber,
        ...(placed.guestOrderPassword ? { guest_order_password: placed.guestOrderPassword } : {}),
      };

/** The record of a commit the upstream answered with an order number. */
export const placedRecord = (
  input: Omit<Placed, 'expiresAt'>,
  nowMs: number,
): Placed | undefined =>
  input.orderNumber.length <= 100 &&
  input.temporaryOrderId.length <= 200 &&
  (input.guestOrderPassword?.length ?? 0) <= 100
    ? { ...input, expiresAt: nowMs + placedOrderTtlMs }
    : undefined;
