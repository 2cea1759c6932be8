import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { StoreUnavailableError, type KvStore } from '../session/kv-store';

/**
 * docs/security.md#sign-in-email-change: each request for a sign-in email change checks the
 * current password and mails a code, so both the guesses and the mails are limited — per member
 * (over all their sessions) and per session, a few an hour. Counted before the upstream is asked,
 * atomically (Redis when configured), so parallel requests cannot pass the limit together.
 */
export const emailChangeLimits = { perMember: 5, perSession: 5, windowS: 3600 } as const;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterS: number };

export const createEmailChangeLimit = (store: KvStore) => {
  const counter = (name: string, points: number) =>
    store.redis
      ? new RateLimiterRedis({
          storeClient: store.redis,
          keyPrefix: `email-change-${name}`,
          points,
          duration: emailChangeLimits.windowS,
        })
      : new RateLimiterMemory({
          keyPrefix: `email-change-${name}`,
          points,
          duration: emailChangeLimits.windowS,
        });
  const perMember = counter('member', emailChangeLimits.perMember);
  const perSession = counter('session', emailChangeLimits.perSession);

  const spend = async (limiter: RateLimiterMemory | RateLimiterRedis, key: string) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw new StoreUnavailableError(rejection);
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  };

  return {
    /** Spends one attempt of the member and of the session; refused past either limit. */
    async attempt(memberId: string, sessionId: string): Promise<LimitVerdict> {
      // The session id is a credential: the store sees only its hash.
      const session = createHash('sha256').update(sessionId).digest('base64url');
      const waits = [await spend(perMember, memberId), await spend(perSession, session)];
      const wait = Math.max(0, ...waits.map((w) => w ?? 0));
      return wait > 0 ? { ok: false, retryAfterS: wait } : { ok: true };
    },
  };
};
export type EmailChangeLimit = ReturnType<typeof createEmailChangeLimit>;
