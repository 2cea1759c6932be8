import type { KvStore } from '../session/kv-store';
import { checkoutStateSchema, type CheckoutState } from './checkout-state';

const keyOf = (sessionId: string) => `checkout:${sessionId}`;

/**
 * Checkout state beside the session in the same store, keyed by the session id and living no
 * longer than an idle session: a rotated or destroyed session id can no longer reach it.
 * (Kept apart from the session record so the checkout needs no change to its schema.)
 */
export const createCheckoutStore = (store: KvStore, ttlMs: number) => {
  const read = async (sessionId: string): Promise<CheckoutState> => {
    const raw = await store.get(keyOf(sessionId));
    if (!raw) return {};
    const parsed = checkoutStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  };
  const write = async (sessionId: string, state: CheckoutState) => {
    const empty = !state.temporaryOrderId && !state.commit && !state.threeDSecure;
    if (empty) await store.del(keyOf(sessionId));
    else await store.set(keyOf(sessionId), JSON.stringify(state), ttlMs);
  };
  return {
    read,
    write,
    async update(sessionId: string, mutate: (state: CheckoutState) => CheckoutState) {
      const next = mutate(await read(sessionId));
      await write(sessionId, next);
      return next;
    },
    /** spec §2: leaving checkout clears the order, payment, commit-result and 3-D Secure state. */
    clear: (sessionId: string) => store.del(keyOf(sessionId)),
  };
};
export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
