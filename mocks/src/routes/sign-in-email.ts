import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, success } from '../http/reply';
import type { Mount } from '../http/route';
import { sendMail } from '../state/mailer';
import { checkCode, newCode } from '../state/mailed-code';
import { publicMember } from '../state/members';
import { findMemberByEmail } from '../state/store';

/**
 * Changing the sign-in address (docs/rules/accounts.md#sign-in-email), as a real shop platform
 * does it: the current password, then a code mailed to the new address, and a notice to the old
 * one. The pattern is the notification address's (mail-notifications.ts), with its lifetimes.
 */
export const signInEmailRoutes = (mount: Mount): void => {
  mount('member/email/change/send', ({ body, state, member, nowMs }) => {
    if (body.password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'password', value: 'incorrect' }],
      });
    const email = body.email.toLowerCase();
    if (email === member.email || findMemberByEmail(state, email))
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      });
    const code = newCode();
    state.signInEmailChanges.set(member.id, {
      email,
      code,
      expiresAt: nowMs + lifetimes.emailCheckCodeS * 1000,
      failures: 0,
    });
    const minutes = lifetimes.emailCheckCodeS / 60;
    sendMail(state, nowMs, {
      to: email,
      subject: '【かけはし】ログイン用メールアドレスの変更 / Confirm your new sign-in email',
      text: `確認コード / Confirmation code: ${code}\n${minutes}分間有効です / valid for ${minutes} minutes.`,
      code,
    });
    return success({});
  });

  mount('member/email/change/verify', ({ body, state, member, nowMs }) => {
    const change = state.signInEmailChanges.get(member.id);
    if (!change || change.expiresAt <= nowMs) return failure(UpstreamStatus.emailCodeExpired);
    const verdict = checkCode(change, body.code, lifetimes.maxEmailCodeFailures);
    if (verdict !== 'right') {
      // After the last wrong code the change is dropped: a new code must be sent.
      if (verdict === 'locked') state.signInEmailChanges.delete(member.id);
      return failure(UpstreamStatus.emailCodeWrong, {
        errors: [{ name: 'code', value: 'incorrect' }],
      });
    }
    state.signInEmailChanges.delete(member.id);
    // The address may have been taken while the code was on its way.
    if (findMemberByEmail(state, change.email)) return failure(UpstreamStatus.emailTaken);
    const previous = member.email;
    member.email = change.email;
    // The old address learns of the change: if it was not the buyer, they can act at once.
    sendMail(state, nowMs, {
      to: previous,
      subject:
        '【かけはし】ログイン用メールアドレスが変更されました / Your sign-in email was changed',
      text: `ログイン用メールアドレスが ${change.email} に変更されました。お心当たりがない場合はお問い合わせください。 / The email you sign in with is now ${change.email}. If you did not make this change, please contact us.`,
    });
    return success({ user: publicMember(member) });
  });
};
