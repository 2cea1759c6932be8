import { randomUUID } from 'node:crypto';
import { StatusCode } from '@kakehashi/contracts';
import { AppError } from '../../platform/http/app-error';
import { hashedKey } from '../../platform/store/hashed-key';
import type { KvStore } from '../../platform/store/kv-store';

/**
 * One commit per session at a time (docs/rules/cart-and-checkout.md#placing-the-order): a second
 * "Place order" while the first is in flight is refused with E000-409 instead of reaching the
 * upstream. The lock lives in the shared store, so it holds across BFF instances; it expires by
 * itself should an instance die mid-commit. Its key is a digest of the session id, never the id.
 */
export const createCommitGuard =
  (store: KvStore, ttlMs: number) =>
  async <T>(sessionId: string, work: () => Promise<T>): Promise<T> => {
    const key = hashedKey('checkout-commit', sessionId);
    const owner = randomUUID();
    if (!(await store.setIfAbsent(key, owner, ttlMs)))
      throw new AppError(409, StatusCode.commitInProgress);
    try {
      return await work();
    } finally {
      await store.delIfEquals(key, owner).catch(() => undefined);
    }
  };
export type CommitGuard = ReturnType<typeof createCommitGuard>;
