import { randomBytes } from 'node:crypto';
import type { SessionTokens } from '@kakehashi/contracts';
import type { ResolvedOptions } from '../http/options';
import type { Member } from './members';
import type { MockState } from './store';

export const randomToken = (prefix: string): string =>
  `${prefix}_${randomBytes(24).toString('hex')}`;

/**
 * Issues a fresh access/refresh pair (Session, docs/upstream.md#account) and records the last
 * login.
 */
export const issueTokens = (
  state: MockState,
  options: ResolvedOptions,
  member: Member,
  nowMs: number,
): SessionTokens => {
  const access = randomToken('at');
  const refresh = randomToken('rt');
  state.accessTokens.set(access, {
    userId: member.id,
    expiresAt: nowMs + options.accessTtlS * 1000,
    pair: refresh,
  });
  state.refreshTokens.set(refresh, {
    userId: member.id,
    expiresAt: nowMs + options.refreshTtlS * 1000,
    pair: access,
  });
  member.custom.last_login_date = new Date(nowMs).toISOString();
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: options.accessTtlS,
    refresh_expires_in: options.refreshTtlS,
    user: { id: member.id, email: member.email, name: member.name },
  };
};

/** Revokes a pair by either of its tokens (sign-out, refresh rotation). */
export const revokePair = (
  state: MockState,
  accessToken?: string,
  refreshToken?: string,
): boolean => {
  const viaAccess = accessToken ? state.accessTokens.get(accessToken) : undefined;
  const viaRefresh = refreshToken ? state.refreshTokens.get(refreshToken) : undefined;
  if (accessToken) state.accessTokens.delete(accessToken);
  if (refreshToken) state.refreshTokens.delete(refreshToken);
  if (viaAccess) state.refreshTokens.delete(viaAccess.pair);
  if (viaRefresh) state.accessTokens.delete(viaRefresh.pair);
  return Boolean(viaAccess || viaRefresh);
};

/** Leaving membership or changing the password ends every session of that member. */
export const revokeAllOf = (state: MockState, userId: string): void => {
  for (const [t, r] of state.accessTokens) if (r.userId === userId) state.accessTokens.delete(t);
  for (const [t, r] of state.refreshTokens) if (r.userId === userId) state.refreshTokens.delete(t);
};
