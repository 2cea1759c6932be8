import type { KvStore } from '../../platform/store/kv-store';
import { withStoreLock } from '../../platform/store/exclusive';

/**
 * A mutex per key: every caller's work runs, one after another. Unlike `createExclusive`
 * (single flight: the second caller shares the first one's answer), a read-modify-write of
 * member data must not be skipped — two tabs following two suppliers are two different changes.
 * Within the process callers queue on a promise chain; across BFF instances the store lock of
 * `withStoreLock` keeps them apart.
 */
export const createMemberMutex = (store: KvStore) => {
  const tails = new Map<string, Promise<unknown>>();

  return <T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => withStoreLock(store, key, ttlMs, work));
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
