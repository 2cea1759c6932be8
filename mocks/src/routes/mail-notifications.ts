import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, success } from '../http/reply';
import type { Mount } from '../http/route';
import { sendMail } from '../state/mailer';
import { checkCode, newCode } from '../state/mailed-code';
import { publicMember } from '../state/members';
import { findMemberByEmail } from '../state/store';

/**
 * Promotion-mail unsubscribe and the check of a notification address
 * (docs/rules/linked-services.md#promotion-mail-unsubscribe, #notification-address).
 */
export const mailNotificationRoutes = (mount: Mount): void => {
  // The link stays good after use: a second click (or a mail scanner's) says done again.
  mount('promotionMails/unsubscribe', ({ body, state }) => {
    const memberId = state.unsubscribeTokens.get(body.token);
    if (!memberId || !state.members.has(memberId)) return failure(UpstreamStatus.tokenInvalid);
    state.promotionOptOuts.add(memberId);
    return success({});
  });

  mount('notifications/email/send', ({ body, state, member, nowMs }) => {
    const email = body.email.toLowerCase();
    const owner = findMemberByEmail(state, email);
    if (email === member.email || (owner && owner.id !== member.id))
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      });
    const code = newCode();
    state.emailChecks.set(member.id, {
      email,
      code,
      expiresAt: nowMs + lifetimes.emailCheckCodeS * 1000,
      failures: 0,
    });
    const minutes = lifetimes.emailCheckCodeS / 60;
    sendMail(state, nowMs, {
      to: email,
      subject: '【かけはし】メールアドレスの確認 / Confirm your notification address',
      text: `確認コード / Confirmation code: ${code}\n${minutes}分間有効です / valid for ${minutes} minutes.`,
      code,
    });
    return success({});
  });

  mount('notifications/email/verify', ({ body, state, member, nowMs }) => {
    const check = state.emailChecks.get(member.id);
    if (!check || check.email !== body.email.toLowerCase() || check.expiresAt <= nowMs)
      return failure(UpstreamStatus.emailCodeExpired);
    const verdict = checkCode(check, body.code, lifetimes.maxEmailCodeFailures);
    if (verdict !== 'right') {
      // After the last wrong code the check is dropped: a new code must be sent.
      if (verdict === 'locked') state.emailChecks.delete(member.id);
      return failure(UpstreamStatus.emailCodeWrong, {
        errors: [{ name: 'code', value: 'incorrect' }],
      });
    }
    state.emailChecks.delete(member.id);
    member.email_secondary = check.email;
    return success({ user: publicMember(member) });
  });
};
