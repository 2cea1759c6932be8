import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KvStore } from '../session/kv-store';
import { LockTimeoutError } from '../session/exclusive';

const pollMs = 15;

/**
 * A mutex per key: every caller's work runs, one after another. Unlike `createExclusive`
 * (single flight: the second caller shares the first one's answer), a read-modify-write of
 * member data must not be skipped — two tabs following two suppliers are two different changes.
 * Within the process callers queue on a promise chain; across BFF instances a store lock
 * (SET NX PX, released only by its owner) keeps them apart.
 */
export const createMemberMutex = (store: KvStore) => {
  const tails = new Map<string, Promise<unknown>>();

  const underStoreLock = async <T>(key: string, ttlMs: number, work: () => Promise<T>) => {
    const lockKey = `lock:${key}`;
    const owner = randomUUID();
    const deadline = Date.now() + ttlMs;
    while (!(await store.setIfAbsent(lockKey, owner, ttlMs))) {
      if (Date.now() > deadline) throw new LockTimeoutError(key);
      await sleep(pollMs);
    }
    try {
      return await work();
    } finally {
      await store.delIfEquals(lockKey, owner).catch(() => undefined); // expires by itself otherwise
    }
  };

  return <T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => underStoreLock(key, ttlMs, work));
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    // The last caller out removes the entry so the map does not grow with every member.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
};
export type MemberMutex = ReturnType<typeof createMemberMutex>;
