import { siteLink, type ResolvedOptions } from '../http/options';
import { inLanguage, memberLanguageOf, sendMail } from './mailer';
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
  // Nobody's call asks for this letter: it goes out in the member's own language.
  const language = memberLanguageOf(state, member.id);
  const say = (ja: string, en: string) => inLanguage(language, ja, en);
  sendMail(state, nowMs, language, {
    to: member.email,
    subject: say('【かけはし】今月の新着商品', 'Kakehashi: new from Japan this month'),
    text: [
      say(`${member.name} 様`, `Dear ${member.name},`),
      say('今月の新着商品をご紹介します。', 'Here is what our suppliers added this month.'),
      `${say('新着一覧', 'New arrivals')}: ${siteLink(options, '/search/searchList?sort=new', language)}`,
      '',
      `${say('配信停止', 'Unsubscribe')}: ${siteLink(options, `/mail/unsubscribe?token=${token}`, language)}`,
    ].join('\n'),
    token,
  });
  return true;
};
