import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Clock } from '../clock';
import type { Config } from '../config/config';
import { StoreUnavailableError, type KvStore } from '../session/kv-store';
import { backoffSeconds } from './backoff';

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterS: number };
type Limits = Config['signinLimit'];

const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Sign-in throttling after OWASP's authentication guidance (docs/security.md):
 * - failures are counted per account + client address (a few free attempts) and per account
 *   alone (a much higher ceiling), so someone who only knows an email cannot lock its buyer out;
 * - past a limit the key backs off exponentially (base, doubled per further failure, capped)
 *   instead of meeting a fixed wall; the answer says how long to wait;
 * - a success clears the account's counters; attempts per address (any account) keep a plain
 *   window against password spraying.
 * Counters are rate-limiter-flexible (atomic in Redis across instances); back-off blocks live in
 * the KvStore with a TTL, so they expire on the injected clock.
 */
export const createSigninThrottle = (store: KvStore, limits: Limits, clock: Clock) => {
  const counter = (name: string, points: number, duration: number): RateLimiterAbstract =>
    store.redis
      ? new RateLimiterRedis({
          storeClient: store.redis,
          keyPrefix: `signin-${name}`,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix: `signin-${name}`, points, duration });
  // Failures are remembered long enough for the back-off to keep growing.
  const memoryS = Math.max(limits.windowS, limits.backoffMaxS * 2);
  const pairFailures = counter('pair', limits.perAccountAddress, memoryS);
  const accountFailures = counter('account', limits.perAccount, memoryS);
  const addressAttempts = counter('address', limits.perAddress, limits.windowS);
  const blockKey = (kind: string, key: string) => `signin-block:${kind}:${key}`;

  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      throw new StoreUnavailableError(error);
    }
  };

  const blockedFor = async (kind: string, key: string): Promise<number> => {
    const until = Number((await store.get(blockKey(kind, key))) ?? 0);
    return Math.max(0, Math.ceil((until - clock.now()) / 1000));
  };

  const countFailure = async (rl: RateLimiterAbstract, kind: string, key: string, free: number) => {
    const res = await guarded(() => rl.penalty(key, 1));
    const beyond = res.consumedPoints - free;
    if (beyond < 0) return;
    const seconds = backoffSeconds(beyond, limits.backoffBaseS, limits.backoffMaxS);
    await store.set(blockKey(kind, key), String(clock.now() + seconds * 1000), seconds * 1000);
  };

  return {
    /** Before an attempt: spends one of the address's attempts; refuses a backed-off key. */
    async attempt(address: string, account?: string): Promise<ThrottleVerdict> {
      try {
        await guarded(() => addressAttempts.consume(address));
      } catch (rejection) {
        const ms = (rejection as RateLimiterRes).msBeforeNext;
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(ms / 1000)) };
      }
      if (!account) return { ok: true };
      const id = accountKey(account);
      const wait = Math.max(
        await blockedFor('pair', `${id}:${address}`),
        await blockedFor('account', id),
      );
      return wait > 0 ? { ok: false, retryAfterS: wait } : { ok: true };
    },
    /** A refused sign-in, login or code: counts towards both limits. */
    async failed(address: string, account: string): Promise<void> {
      const id = accountKey(account);
      await countFailure(pairFailures, 'pair', `${id}:${address}`, limits.perAccountAddress);
      await countFailure(accountFailures, 'account', id, limits.perAccount);
    },
    /** A successful sign-in clears the account's failures and back-off, from every address. */
    async succeeded(address: string, account: string): Promise<void> {
      const id = accountKey(account);
      await Promise.all([
        pairFailures.delete(`${id}:${address}`),
        accountFailures.delete(id),
        store.del(blockKey('pair', `${id}:${address}`)),
        store.del(blockKey('account', id)),
      ]).catch(() => undefined);
    },
  };
};
export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
