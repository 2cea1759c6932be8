import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, invalid, success } from '../http/reply';
import type { Mount } from '../http/route';
import { passwordProblems } from '../state/credentials';
import { sendMail } from '../state/mailer';
import type { Member } from '../state/members';
import { findMemberByEmail } from '../state/store';
import { randomToken, revokeAllOf } from '../state/tokens';

/**
 * Password reset (mail → token → reset), change and strength check
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export const passwordRoutes = (mount: Mount): void => {
  // docs/rules/accounts.md#password-reset-and-change: a reset-mail request that does not succeed
  // (unknown address) → E000-100.
  mount('member/password/resetMail', ({ body, state, nowMs }) => {
    const member = findMemberByEmail(state, body.email);
    if (!member) return failure(UpstreamStatus.pending);
    const token = randomToken('pw');
    state.resetTokens.set(token, {
      key: member.id,
      expiresAt: nowMs + lifetimes.resetTokenS * 1000,
    });
    sendMail(state, nowMs, {
      to: member.email,
      subject: '【かけはし】パスワード再設定 / Reset your Kakehashi password',
      text: `再設定はこちら / Reset here: /account/reset_password?token=${token}`,
      token,
    });
    return success({});
  });

  mount('member/password/reset', ({ body, state, nowMs }) => {
    const record = state.resetTokens.get(body.token);
    const member = record ? state.members.get(record.key) : undefined;
    if (!record || record.expiresAt <= nowMs || !member)
      return failure(UpstreamStatus.tokenInvalid);
    const weak = passwordProblems(body.password);
    if (weak) return invalid([{ name: 'password', value: weak }]);
    state.resetTokens.delete(body.token);
    member.password = body.password;
    member.failed_logins = 0;
    member.locked_until = null;
    revokeAllOf(state, member.id);
    return success({});
  });

  mount('member/password/update', ({ body, member: m }) => {
    const member = m as Member;
    if (body.current_password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'current_password', value: 'incorrect' }],
      });
    const weak = passwordProblems(body.password);
    if (weak) return invalid([{ name: 'password', value: weak }]);
    member.password = body.password;
    return success({});
  });

  mount('member/password/validate', ({ body }) => {
    const problem = passwordProblems(body.password);
    return success({
      valid: problem === null,
      ...(problem ? { errors: [{ name: 'password', value: problem }] } : {}),
    });
  });
};
