import { UpstreamStatus } from '@kakehashi/contracts';
import { failure, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { inLanguage, sendMail } from '../state/mailer';
import { publicMember } from '../state/members';
import { findMemberByEmail } from '../state/store';
import { mailAddressCode, takeAddressCode } from './address-code';

/**
 * Changing the sign-in address (docs/rules/accounts.md#sign-in-email), as a real shop platform
 * does it: the current password, then a code mailed to the new address, and a notice to the old
 * one. The code steps are the notification address's (address-code.ts, shared).
 */
export const signInEmailRoutes = (mount: Mount): void => {
  mount('member/email/change/send', ({ body, state, member, nowMs, language }) => {
    if (body.password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'password', value: 'incorrect' }],
      });
    const email = body.email.toLowerCase();
    if (email === member.email || findMemberByEmail(state, email))
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      });
    mailAddressCode(
      state,
      nowMs,
      state.signInEmailChanges,
      {
        memberId: member.id,
        email,
        subject: inLanguage(
          language,
          '【かけはし】ログイン用メールアドレスの変更',
          'Confirm your new Kakehashi sign-in email',
        ),
      },
      language,
    );
    return success({});
  });

  mount('member/email/change/verify', ({ body, state, member, nowMs, language }) => {
    const taken = takeAddressCode(state.signInEmailChanges, member.id, body.code, nowMs);
    if ('reply' in taken) return taken.reply;
    const change = taken.check;
    // The address may have been taken while the code was on its way.
    if (findMemberByEmail(state, change.email)) return failure(UpstreamStatus.emailTaken);
    const previous = member.email;
    member.email = change.email;
    // The old address learns of the change: if it was not the buyer, they can act at once.
    sendMail(state, nowMs, language, {
      to: previous,
      subject: inLanguage(
        language,
        '【かけはし】ログイン用メールアドレスが変更されました',
        'Your Kakehashi sign-in email was changed',
      ),
      text: inLanguage(
        language,
        `ログイン用メールアドレスが ${change.email} に変更されました。お心当たりがない場合はお問い合わせください。`,
        `The email you sign in with is now ${change.email}. If you did not make this change, please contact us.`,
      ),
    });
    return success({ user: publicMember(member) });
  });
};
