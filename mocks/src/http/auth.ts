import { upstreamHeaders, UpstreamStatus } from '@kakehashi/contracts';
import type { Request } from 'express';
import type { Member } from '../state/members';
import type { MockState } from '../state/store';
import { failure, type UpstreamResult } from './upstream-result';

const header = (req: Request, name: string): string | undefined => {
  const v = req.get(name);
  return v && v.trim() !== '' ? v.trim() : undefined;
};

export const clientIdOf = (req: Request): string | undefined =>
  header(req, upstreamHeaders.clientId);
export const refreshTokenOf = (req: Request): string | undefined =>
  header(req, upstreamHeaders.refreshToken);

/**
 * Who is calling: no access token → guest; a valid one → the member; an unknown, expired or revoked
 * one → E000-006 (docs/rules/errors-and-messages.md#session-ended), also when it names another user
 * than X-User-Id.
 */
export const authenticate = (
  req: Request,
  state: MockState,
  nowMs: number,
): { member: Member | null } | { reply: UpstreamResult } => {
  const token = header(req, upstreamHeaders.accessToken);
  if (!token) return { member: null };
  const record = state.accessTokens.get(token);
  const userId = header(req, upstreamHeaders.userId);
  const member = record ? state.members.get(record.userId) : undefined;
  if (
    !record ||
    record.expiresAt <= nowMs ||
    !member ||
    member.status !== 'active' ||
    (userId && userId !== record.userId)
  ) {
    return { reply: failure(UpstreamStatus.sessionInvalid) };
  }
  return { member };
};
