import type { Language } from '../http/language';
import { textIn } from '../http/multilingual';
import type { Mail } from './outbox';
import type { MockState } from './store';

/**
 * A mail's words in the language it goes out in: the Japanese or the English (a shop mails each
 * reader in one language, docs/upstream.md#mails).
 */
export const inLanguage = (language: Language, ja: string, en: string): string =>
  language === 'ja' ? ja : en;

/**
 * "Sends" a mail in one language: appends it to the outbox read by `GET /__mock/outbox`. The
 * language is the one the call that causes the mail asks for (its Accept-Language, as the gateway
 * sends the page's language), or for a mail nobody asked for the member's own
 * (memberLanguageOf). A subject or text that is one multilingual seed field is written in that
 * language; a text that quotes several picks each with textIn itself.
 */
export const sendMail = (
  state: MockState,
  nowMs: number,
  language: Language,
  mail: Omit<Mail, 'sentAt'>,
): void => {
  state.outbox.push({
    ...mail,
    subject: textIn(mail.subject, language),
    text: textIn(mail.text, language),
    to: mail.to.toLowerCase(),
    sentAt: new Date(nowMs).toISOString(),
  });
};

/**
 * The language of a member's mails when no call of theirs asks for one: the language they last
 * used the shop in, English (the mock's default, http/language.ts) when it never learnt one.
 */
export const memberLanguageOf = (state: MockState, memberId: string): Language =>
  state.memberLanguages.get(memberId) ?? 'en';
