import { UpstreamStatus } from '@kakehashi/contracts';
import { failure, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { publicMember } from '../state/members';
import { findMemberByEmail } from '../state/store';
import { mailAddressCode, takeAddressCode } from './address-code';
import { inLanguage } from '../state/mailer';

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

  mount('notifications/email/send', ({ body, state, member, nowMs, language }) => {
    const email = body.email.toLowerCase();
    const owner = findMemberByEmail(state, email);
    if (email === member.email || (owner && owner.id !== member.id))
      return failure(UpstreamStatus.emailTaken, {
        errors: [{ name: 'email', value: 'already registered' }],
      });
    mailAddressCode(
      state,
      nowMs,
      state.emailChecks,
      {
        memberId: member.id,
        email,
        subject: inLanguage(
          language,
          '【かけはし】メールアドレスの確認',
          'Confirm your Kakehashi notification address',
        ),
      },
      language,
    );
    return success({});
  });

  mount('notifications/email/verify', ({ body, state, member, nowMs }) => {
    // The code proves only the address it was mailed to.
    const taken = takeAddressCode(
      state.emailChecks,
      member.id,
      body.code,
      nowMs,
      (check) => check.email === body.email.toLowerCase(),
    );
    if ('reply' in taken) return taken.reply;
    const check = taken.check;
    member.email_secondary = check.email;
    return success({ user: publicMember(member) });
  });
};
