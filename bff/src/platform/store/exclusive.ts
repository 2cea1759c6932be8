import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hashedKey } from './hashed-key';
import type { KvStore } from './kv-store';

/** The lock could not be taken before it would have expired on its own. */
export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`lock ${key} not acquired`);
    this.name = 'LockTimeoutError';
  }
}

const pollMs = 20;

/**
 * Runs `work` while holding the store lock on `key` (SET NX PX, released only by its owner,
 * expiring by itself after `ttlMs` if the holder dies), so BFF instances sharing one store take
 * turns. Throws LockTimeoutError when the lock could not be taken within `ttlMs`. The key names a
 * session or a member (`refresh:<session id>`), so the store holds its digest under the part
 * before its first colon: `lock:refresh:<digest>`.
 */
export const withStoreLock = async <T>(
  store: KvStore,
  key: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<T> => {
  const kind = key.slice(0, Math.max(0, key.indexOf(':')));
  const lockKey = hashedKey(`lock:${kind}`, key);
  const owner = randomUUID();
  const deadline = Date.now() + ttlMs;
  while (!(await store.setIfAbsent(lockKey, owner, ttlMs))) {
    if (Date.now() > deadline) throw new LockTimeoutError(kind);
    await sleep(pollMs);
  }
  try {
    return await work();
  } finally {
    await store.delIfEquals(lockKey, owner).catch(() => undefined); // expires by itself otherwise
  }
};

/**
 * Single flight per key: within this process callers share one promise; across instances a store
 * lock serialises the work. The work must re-read shared
 * state after the lock is taken (docs/architecture.md#sessions-and-tokens: reload and recheck)
 * because another instance may have done it already.
 */
export const createExclusive = (store: KvStore) => {
  const inflight = new Map<string, Promise<unknown>>();

  return <T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> => {
    const running = inflight.get(key);
    if (running) return running as Promise<T>;
    const flight = withStoreLock(store, key, ttlMs, work).finally(() => inflight.delete(key));
    inflight.set(key, flight);
    return flight;
  };
};
export type Exclusive = ReturnType<typeof createExclusive>;
