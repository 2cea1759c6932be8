import type { Language } from '../bff/language';

/**
 * A member's name as the page language writes it (docs/rules/accounts.md#names). Sign-up stores
 * "First Last", given name first, one space (sign-up-payload.ts); Japanese puts the family name
 * first (姓 名), English the given name. A one-word name is shown as it is.
 */
export const personName = (stored: string, lang: Language): string => {
  const words = stored.trim().split(/\s+/).filter(Boolean);
  if (lang !== 'jp' || words.length < 2) return words.join(' ');
  const family = words.pop() ?? '';
  return [family, ...words].join(' ');
};
