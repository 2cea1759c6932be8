/**
 * The one storage interface behind sessions, the read cache, refresh locks and readiness
 * (docs/architecture.md#store: embedded memory by default, Redis when configured). Values are
 * strings; every write carries a TTL so nothing lives forever. Adapters: memory-store, redis-store.
 */
import type { RedisClient } from './redis-store';

export interface KvStore {
  readonly kind: 'memory' | 'redis';
  /** The Redis client, for libraries that speak Redis themselves (rate limiting). */
  readonly redis?: RedisClient;
  get(key: string): Promise<string | null>;
  /**
   * Reads a value and moves its expiry to `ttlMs` from now in ONE store command (Redis GETEX):
   * a session read that also slides its idle timeout costs one round trip, not two.
   */
  getAndExpire(key: string, ttlMs: number): Promise<string | null>;
  /** Stores `value` for `ttlMs` milliseconds, replacing any earlier value. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * Stores `value` for `ttlMs` only while the key still exists (Redis `SET … PX … XX`), in one
   * atomic step; false when it is gone and nothing was stored. A session's write-back uses it: a
   * session ended while a request held it is not revived (docs/security.md#password-change).
   */
  replace(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Stores only when the key is absent (a lock); true when this call stored it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Moves the expiry of an existing key; false when the key is gone. */
  expire(key: string, ttlMs: number): Promise<boolean>;
  /**
   * Adds `by` to the integer under `key` in ONE atomic store step (Redis: a Lua script over
   * INCRBY/PEXPIRE) and answers the new count (never below zero) and the milliseconds the key
   * still lives. A new key lives `ttlMs`; an existing one keeps its expiry. Throttle counters rely on it: parallel
   * requests each see a distinct count (docs/security.md#throttles).
   */
  increment(key: string, by: number, ttlMs: number): Promise<{ count: number; ttlMs: number }>;
  /**
   * Adds `member` to the index under `key` as its newest (again the newest when already in it),
   * keeps only the `keepNewest` newest members and answers the ones dropped, oldest first; the
   * index then lives `ttlMs` from now. One atomic step. The per-member index of sessions uses it
   * (session-repository.ts): bounded, it cannot grow by a key per sign-in.
   */
  addToIndex(key: string, member: string, ttlMs: number, keepNewest: number): Promise<string[]>;
  /** The members of the index under `key`, oldest first (none when it is gone). */
  indexMembers(key: string): Promise<string[]>;
  /**
   * Removes every member of the index under `key` but `keep` (all of them when null) and answers
   * those removed, in ONE atomic step; the index keeps its expiry. A credential change uses it
   * (session-repository.ts `destroyOthersOf`): a member `addToIndex` adds before the step is
   * removed and answered, one added after it stays — never is one lost from the index between a
   * read and a delete (docs/security.md#password-change).
   */
  removeOthersFromIndex(key: string, keep: string | null): Promise<string[]>;
  /**
   * Removes `member` from the index under `key` in one step (an emptied index is gone); the index
   * keeps its expiry. A session ended on purpose — a sign-out, leaving, a sign-in rotating away
   * from a signed-in session — leaves its member's index at once, so it no longer takes a slot of
   * the per-member cap (session-repository.ts `destroy`, docs/security.md#password-change).
   */
  removeFromIndex(key: string, member: string): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes only while the key still holds `value` (releasing one's own lock). */
  delIfEquals(key: string, value: string): Promise<boolean>;
  /** Rejects when the backing service is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown (as a value's cause) when the store cannot answer; mapped to a 503 Result. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('session store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}
