import { newPasswordIssue, UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, type UpstreamResult } from '../http/upstream-result';
import type { Member } from './members';
import { findMemberByEmail, type MockState } from './store';

/**
 * Password lock (docs/rules/accounts.md#lock-codes): after `maxPasswordFailures` wrong passwords in
 * a row the account is locked for `passwordLockS`; while locked even the right password is refused
 * with E001-002.
 */
export const checkPassword = (
  state: MockState,
  email: string,
  password: string,
  nowMs: number,
): { member: Member } | { reply: UpstreamResult } => {
  const member = findMemberByEmail(state, email);
  if (!member) return { reply: failure(UpstreamStatus.badCredentials) };
  const lockedReply = (): UpstreamResult =>
    failure(UpstreamStatus.passwordLocked, {
      locked_until: new Date(member.locked_until ?? nowMs).toISOString(),
      placeholders: [lifetimes.maxPasswordFailures, Math.ceil(lifetimes.passwordLockS / 60)],
    });
  if (member.locked_until !== null && member.locked_until > nowMs) return { reply: lockedReply() };
  if (member.password !== password) {
    member.failed_logins += 1;
    if (member.failed_logins >= lifetimes.maxPasswordFailures) {
      member.failed_logins = 0;
      member.locked_until = nowMs + lifetimes.passwordLockS * 1000;
      return { reply: lockedReply() };
    }
    return {
      reply: failure(UpstreamStatus.badCredentials, {
        remaining_attempts: lifetimes.maxPasswordFailures - member.failed_logins,
      }),
    };
  }
  member.failed_logins = 0;
  member.locked_until = null;
  return { member };
};

/**
 * The password rule (docs/rules/accounts.md#passwords-two-readings): the displayed one, 8 to 72
 * characters with at least three of the four classes — the contracts' check, so the mock, the
 * BFF and the forms agree on every password.
 */
export const passwordProblems = (password: string): string | null =>
  newPasswordIssue(password) === null
    ? null
    : 'must be 8 to 72 characters with three of: upper case, lower case, digit, symbol';
