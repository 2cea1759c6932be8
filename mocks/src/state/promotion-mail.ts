import { siteLink, type ResolvedOptions } from '../http/options';
import { sendMail } from './mailer';
import type { Member } from './members';
import { type MockState } from './store';
import { randomToken } from './tokens';

/**
 * The one kind of promotion mail the mock sends (docs/rules/linked-services.md#promotion-mail-unsubscribe):
 * the new-arrivals letter, with an absolute unsubscribe link on the configured site URL. A member
 * who unsubscribed gets none. Answers whether it was sent.
 */
export const sendPromotionMail = (
  state: MockState,
  options: ResolvedOptions,
  member: Member,
  nowMs: number,
): boolean => {
  if (member.status !== 'active' || state.promotionOptOuts.has(member.id)) return false;
  const token = randomToken('pm');
  state.unsubscribeTokens.set(token, member.id);
  sendMail(state, nowMs, {
    to: member.email,
    subject: '【かけはし】今月の新着商品 / New from Japan this month',
    text: [
      `${member.name} 様 / Dear ${member.name},`,
      '今月の新着商品をご紹介します。 / Here is what our suppliers added this month.',
      `新着一覧 / New arrivals: ${siteLink(options, '/search/searchList?sort=new')}`,
      '',
      `配信停止 / Unsubscribe: ${siteLink(options, `/mail/unsubscribe?token=${token}`)}`,
    ].join('\n'),
    token,
  });
  return true;
};
