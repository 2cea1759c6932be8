import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config/config';
import { StoreUnavailableError, type KvStore } from '../session/kv-store';

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Sign-in throttling per account (email) and per client address (issue 4): a fixed budget of
 * attempts per window, shared by every instance through Redis when the store is Redis. The
 * address is `req.ip`, which honours only the configured trusted proxy hops.
 */
export const createSigninThrottle = (store: KvStore, limits: Config['signinLimit']) => {
  const limiter = (name: string, points: number): RateLimiterAbstract =>
    store.redis
      ? new RateLimiterRedis({
          storeClient: store.redis,
          keyPrefix: `signin-${name}`,
          points,
          duration: limits.windowS,
        })
      : new RateLimiterMemory({ keyPrefix: `signin-${name}`, points, duration: limits.windowS });
  const perAccount = limiter('account', limits.perAccount);
  const perAddress = limiter('address', limits.perAddress);

  const consume = async (rl: RateLimiterAbstract, key: string): Promise<ThrottleVerdict> => {
    try {
      await rl.consume(key);
      return { ok: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw new StoreUnavailableError(rejection);
    }
  };

  return {
    /** Spends one attempt of the address and, when given, of the account. */
    async attempt(address: string, account?: string): Promise<ThrottleVerdict> {
      const byAddress = await consume(perAddress, address);
      if (!byAddress.ok || !account) return byAddress;
      return consume(perAccount, account.trim().toLowerCase());
    },
    /** A successful sign-in clears the account's failed attempts. */
    async succeeded(account: string): Promise<void> {
      await perAccount.delete(account.trim().toLowerCase()).catch(() => undefined);
    },
  };
};
export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
