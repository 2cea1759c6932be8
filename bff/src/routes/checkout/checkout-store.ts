import type { SessionRepository } from '../../platform/session/session-repository';
import type { CheckoutState } from '../../platform/session/checkout-state';

type Sessions = Pick<SessionRepository, 'read' | 'write'>;

const isEmpty = (state: CheckoutState) =>
  !state.temporaryOrderId &&
  !state.commit &&
  !state.threeDSecure &&
  !state.outcome &&
  !state.paymentLogin &&
  !state.placed;

/**
 * Checkout state inside the session record (`checkout`), addressed by the session id. Living in
 * the record, it follows the session: sign-in rotation carries it to the new id, the old id can
 * no longer reach it, and sign-out or expiry ends it. A dead session holds no state.
 */
export const createCheckoutStore = (sessions: Sessions) => {
  const read = async (sessionId: string): Promise<CheckoutState> =>
    (await sessions.read(sessionId))?.checkout ?? {};
  const write = async (sessionId: string, state: CheckoutState) => {
    // Re-read just before writing: the request's own copy may be older than a token refresh.
    const record = await sessions.read(sessionId);
    if (!record) return;
    const { checkout: _previous, ...rest } = record;
    await sessions.write(sessionId, isEmpty(state) ? rest : { ...rest, checkout: state });
  };
  return {
    read,
    write,
    async update(sessionId: string, mutate: (state: CheckoutState) => CheckoutState) {
      const next = mutate(await read(sessionId));
      await write(sessionId, next);
      return next;
    },
    /**
     * docs/rules/site-and-pages.md#leaving-checkout: leaving checkout clears the order, payment,
     * commit-result and 3-D Secure state.
     */
    clear: (sessionId: string) => write(sessionId, {}),
  };
};
export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
