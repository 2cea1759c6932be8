import type { Language } from '../bff/language';

/**
 * A full name from its parts as the page language writes it (docs/rules/accounts.md#names):
 * Japanese puts the family name first (姓 名), English the given name. The one place that orders
 * a person's name, for a stored name (personName) and a form's two fields alike.
 */
export const fullName = (
  { given, family }: { given: string; family: string },
  lang: Language,
): string =>
  (lang === 'jp' ? [family, given] : [given, family])
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
