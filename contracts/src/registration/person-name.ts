import type { Language } from '../bff/language';

/** Kanji or kana: a name written in Japanese script. */
const japaneseScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A full name from its parts as the page language writes it (docs/rules/accounts.md#names):
 * English puts the given name first; Japanese puts the family name first (姓 名) for a name in
 * Japanese script, and writes a name in Latin letters as its owner does, given name first
 * ('Alex Morgan', never 'Morgan Alex'). The one place that orders a person's name, for a stored
 * name (personName) and a form's two fields alike.
 */
export const fullName = (
  { given, family }: { given: string; family: string },
  lang: Language,
): string =>
  (lang === 'jp' && japaneseScript.test(`${family}${given}`) ? [family, given] : [given, family])
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * A member's stored name as the page language writes it. Sign-up stores "First Last", given name
 * first, one space (sign-up-payload.ts); the last word is the family name. A one-word name is
 * shown as it is.
 */
export const personName = (stored: string, lang: Language): string => {
  const words = stored.trim().split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? (words.pop() ?? '') : '';
  return fullName({ given: words.join(' '), family }, lang);
};

/** A name's words with single spaces, for comparing two spellings of it. */
const words = (name: string): string => name.trim().split(/\s+/).filter(Boolean).join(' ');

/**
 * A name the upstream keeps as one free-text field: an order's purchaser or receiver, a saved
 * address (docs/rules/accounts.md#names). Its parts are known only when it is the member's own
 * stored name, which the order or address took from the profile ("First Last"): then it reads as
 * personName reads the stored name. Any other name was typed as its writer chose, family name
 * first or last, and no field says which word is which: it is shown as typed, never reordered.
 */
export const partyName = (
  name: string,
  memberName: string | null | undefined,
  lang: Language,
): string =>
  memberName && words(memberName) !== '' && words(name) === words(memberName)
    ? personName(memberName, lang)
    : name.trim();
