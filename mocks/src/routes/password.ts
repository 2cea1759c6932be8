import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes, siteLink } from '../http/options';
import { failure, invalid, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { passwordProblems } from '../state/credentials';
import { inLanguage, sendMail } from '../state/mailer';
import { findMemberByEmail } from '../state/store';
import { randomToken, revokeAllOf } from '../state/tokens';

/**
 * Phones match when their digits do, ignoring a country prefix or trunk 0 either side: the
 * buyer may type +39 06… for a number stored as +3906…, or 03-… for a Japanese 03….
 */
const samePhone = (stored: string, typed: string): boolean => {
  const digits = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');
  const a = digits(stored);
  const b = digits(typed);
  return b.length >= 6 && (a === b || a.endsWith(b) || b.endsWith(a));
};

/**
 * Password reset (mail → token → reset), change and strength check
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export const passwordRoutes = (mount: Mount): void => {
  // docs/rules/accounts.md#password-reset-and-change: a reset-mail request that does not succeed
  // (unknown address) → E000-100.
  mount('member/password/resetMail', ({ body, state, options, nowMs, language }) => {
    const member = findMemberByEmail(state, body.email);
    if (!member) return failure(UpstreamStatus.pending);
    const token = randomToken('pw');
    state.resetTokens.set(token, {
      key: member.id,
      expiresAt: nowMs + lifetimes.resetTokenS * 1000,
    });
    const link = siteLink(options, `/account/reset_password?token=${token}`, language);
    sendMail(state, nowMs, language, {
      to: member.email,
      subject: inLanguage(
        language,
        '【かけはし】パスワード再設定',
        'Reset your Kakehashi password',
      ),
      text: inLanguage(language, `再設定はこちら: ${link}`, `Reset here: ${link}`),
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

  mount('member/password/update', ({ body, member }) => {
    if (body.current_password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'current_password', value: 'incorrect' }],
      });
    // docs/rules/accounts.md: a new password must differ from the current one.
    if (body.password === member.password)
      return invalid([{ name: 'password', value: 'same as the current password' }]);
    const weak = passwordProblems(body.password);
    if (weak) return invalid([{ name: 'password', value: weak }]);
    member.password = body.password;
    return success({});
  });

  // docs/rules/accounts.md#forgot-your-email: the account with this company and phone gets a
  // reminder of its sign-in address at that address; the answer never says whether one matched.
  mount('member/email/reminder', ({ body, state, options, nowMs, language }) => {
    const member = [...state.members.values()].find(
      (m) =>
        m.status === 'active' &&
        m.company.trim().toLowerCase() === body.company.trim().toLowerCase() &&
        samePhone(m.tel_primary, body.tel_primary),
    );
    if (member) {
      for (const to of [member.email, member.email_secondary].filter(Boolean) as string[])
        sendMail(state, nowMs, language, {
          to,
          subject: inLanguage(
            language,
            '【かけはし】ご登録のメールアドレス',
            'Your Kakehashi sign-in email',
          ),
          text: inLanguage(
            language,
            `ご登録のメールアドレスは ${member.email} です。\nログイン: ${siteLink(options, '/account/login', 'ja')}`,
            `The email you sign in with is ${member.email}.\nSign in: ${siteLink(options, '/account/login', 'en')}`,
          ),
        });
    }
    return success({});
  });

  // With a reset token: whether the link still works (unknown, used or expired: E001-004), as
  // member/password/reset would judge it.
  mount('member/password/validate', ({ body, state, nowMs }) => {
    if (body.token !== undefined) {
      const record = state.resetTokens.get(body.token);
      if (!record || record.expiresAt <= nowMs || !state.members.get(record.key))
        return failure(UpstreamStatus.tokenInvalid);
      if (body.password === undefined) return success({ valid: true });
    }
    const problem = passwordProblems(body.password ?? '');
    return success({
      valid: problem === null,
      ...(problem ? { errors: [{ name: 'password', value: problem }] } : {}),
    });
  });
};
