import type { Request } from 'express';
import { StatusCode } from '@kakehashi/contracts';
import { AppError } from '../http/app-error';
import type { Throttle } from '../throttle/throttle';

/**
 * docs/security.md#anonymous-sessions: each client address may start `perAddress` sessions per
 * `windowS` (counted atomically in the store before the session is written). A browser keeps its
 * one session, so only a client that throws its cookie away — a flood — reaches the limit; it then
 * gets a 429 Result, and the sessions it already has keep working.
 */
export const sessionCreationGuard =
  (throttle: Throttle, limit: { perAddress: number; windowS: number }) =>
  async (req: Request): Promise<void> => {
    const budget = { name: 'session-create', limit: limit.perAddress, windowS: limit.windowS };
    // `req.ip` honours only the trusted proxy hops: a client cannot choose its address.
    const verdict = await throttle.take(budget, req.ip ?? 'unknown');
    if (!verdict.ok)
      throw new AppError(429, StatusCode.tooManyRequests, { retryAfterS: verdict.retryAfterS });
  };
export type SessionCreationGuard = ReturnType<typeof sessionCreationGuard>;
