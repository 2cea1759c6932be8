import { isSuccess, StatusCode } from '@kakehashi/contracts';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Exclusive } from '../store/exclusive';
import type { RequestScope } from '../observability/request-context';
import type { SessionPort } from '../session/session-port';
import type { SessionRecord } from '../session/session-record';
import type { UpstreamOutcome } from './upstream-http';

const refreshedTokensSchema = z.looseObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

type Send = (
  name: 'account/refresh',
  record: SessionRecord,
  body: unknown,
  scope: RequestScope | undefined,
) => Promise<UpstreamOutcome>;

export type FreshTokens =
  { ok: true; record: SessionRecord | null } | { ok: false; outcome: UpstreamOutcome };

/**
 * docs/architecture.md#sessions-and-tokens: refresh is proactive (expiry minus a skew) and
 * single-flight per session across instances. After the lock is taken the session is reloaded and
 * the expiry rechecked, so waiters reuse the new tokens instead of spending a used refresh token.
 * Refresh keeps the user id. A refused refresh destroys the session (E000-006); a network failure
 * leaves it for a later try.
 */
export const createTokenRefresher = (deps: {
  exclusive: Exclusive;
  clock: Clock;
  skewMs: number;
  lockTtlMs: number;
  send: Send;
}) => {
  const due = (record: SessionRecord | null) =>
    Boolean(record?.tokens && record.tokens.expiresAt - deps.skewMs <= deps.clock.now());

  return async (port: SessionPort): Promise<FreshTokens> => {
    if (!due(port.current())) return { ok: true, record: port.current() };
    const result = await deps.exclusive(
      `refresh:${port.id}`,
      deps.lockTtlMs,
      async (): Promise<FreshTokens> => {
        const fresh = await port.reload();
        if (!fresh?.tokens || !due(fresh)) return { ok: true, record: fresh };
        const outcome = await deps.send(
          'account/refresh',
          fresh,
          { refresh_token: fresh.tokens.refreshToken },
          port.scope,
        );
        if (outcome.kind === 'failure') return { ok: false, outcome };
        const parsed = refreshedTokensSchema.safeParse(outcome.data);
        if (!isSuccess(outcome.status as string) || !parsed.success) {
          await port.invalidate();
          return {
            ok: false,
            outcome: {
              kind: 'response',
              httpStatus: 401,
              status: StatusCode.sessionInvalid,
              data: null,
            },
          };
        }
        const tokens = {
          accessToken: parsed.data.access_token,
          refreshToken: parsed.data.refresh_token,
          userId: fresh.tokens.userId,
          expiresAt: deps.clock.now() + parsed.data.expires_in * 1000,
        };
        return { ok: true, record: await port.update((r) => ({ ...r, tokens })) };
      },
    );
    if (!result.ok) {
      // The session was destroyed by whoever refreshed; make this request's port agree.
      if (result.outcome.kind === 'response' && port.current()) await port.invalidate();
      return result;
    }
    return { ok: true, record: await port.reload() };
  };
};
