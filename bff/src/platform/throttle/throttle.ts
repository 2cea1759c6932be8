import { hashedKey } from '../store/hashed-key';
import type { KvStore } from '../store/kv-store';
import { backoffSeconds } from './backoff';
import type { Budget } from '../config/throttle-config';

export type Verdict = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Counters in the store: the key's e-mail, address or session id is hashed, so no raw identifier
 * sits in Redis and every key has the same short length.
 */
const storeKey = (budget: Budget, key: string) => hashedKey(`throttle:${budget.name}`, key);

/**
 * The one throttle mechanism (docs/security.md#throttles). A try is counted BEFORE the call it
 * guards, by one atomic store increment: 20 parallel tries see the counts 1…20, so exactly
 * `limit` of them pass, on one instance or many sharing Redis. A try refused keeps its count
 * (hammering only lengthens the wait); a try that did not decide anything can be given back.
 * A store that cannot answer throws StoreUnavailableError: a 503, never a guessed verdict.
 */
export const createThrottle = (store: KvStore) => ({
  async take(budget: Budget, key: string): Promise<Verdict> {
    const stored = storeKey(budget, key);
    const { count, ttlMs } = await store.increment(stored, 1, budget.windowS * 1000);
    if (count <= budget.limit) return { ok: true };
    let waitMs = ttlMs;
    if (budget.backoff) {
      const { baseS, maxS } = budget.backoff;
      const backoffMs = backoffSeconds(count - budget.limit - 1, baseS, maxS) * 1000;
      if (backoffMs > waitMs) {
        await store.expire(stored, backoffMs);
        waitMs = backoffMs;
      }
    }
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
  },
  /** Gives a counted try back (it succeeded, or never reached a verdict). */
  async refund(budget: Budget, key: string): Promise<void> {
    await store.increment(storeKey(budget, key), -1, budget.windowS * 1000);
  },
  /** Forgets every try of the key (a sign-in succeeded: the upstream forgot its failures too). */
  async clear(budget: Budget, key: string): Promise<void> {
    await store.del(storeKey(budget, key));
  },
});
export type Throttle = ReturnType<typeof createThrottle>;
