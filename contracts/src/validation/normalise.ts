import {
  birthdayPattern,
  japanCountryCodePattern,
  phonePattern,
  telephoneInputPattern,
  zipInputPattern,
} from './patterns';

// Normalisers turn what a user types into what is stored and sent, and back. They return null
// when the input cannot be normalised: a refused value is an expected outcome, not an exception.

/**
 * docs/rules/accounts.md#validation-patterns: zip exactly 7 digits. Accepts `1000001` or `100-0001`
 * (surrounding spaces ignored) and returns the 7 stored digits, else null.
 */
export const normaliseZip = (input: string): string | null => {
  const value = input.trim();
  return zipInputPattern.test(value) ? value.replace('-', '') : null;
};

/**
 * docs/rules/accounts.md#validation-patterns: a zip is shown 3-hyphen-4 (`1000001` → `100-0001`).
 * Input that is not a zip is returned unchanged, so a display never loses what the upstream sent.
 */
export const formatZip = (zip: string): string => {
  const digits = normaliseZip(zip);
  return digits === null ? zip : `${digits.slice(0, 3)}-${digits.slice(3)}`;
};

// Invisible format characters: the soft hyphen, zero-width space, non-joiner and joiner, the word
// joiner and the byte-order mark. The phone examples hold word joiners so they do not break across
// lines (docs/rules/site-and-pages.md#line-breaks); a buyer who copies one into a phone field copies
// them too, and they are no part of the number. Their no-break spaces (and the narrow and figure
// ones) are spaces.
const invisibleFormatCharacters = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const noBreakSpaces = /[\u00a0\u2007\u202f]/g;

/**
 * A phone as typed, ready for its rule: invisible format characters removed, no-break spaces made
 * spaces, then trimmed. Every
 * phone rule and normaliser reads the value through it (Japanese and international), so the web
 * and the gateway agree and what is stored holds none.
 */
export const phoneText = (input: string): string =>
  input.replace(invisibleFormatCharacters, '').replace(noBreakSpaces, ' ').trim();

/**
 * docs/rules/accounts.md#validation-patterns: a Japanese phone, stored as its 10 or 11 national
 * digits. A buyer may write it as dialled in Japan (`03-1234-5678`, `03 1234 5678`) or, as buyers
 * abroad do by habit and as the English pages show it, from abroad (`+81 3-1234-5678`,
 * `+81 (0)3 1234 5678`, `+8190 1234 5678`). Hyphens and spaces are layout and are removed; `+81`
 * stands for the trunk 0, so it becomes that 0, and a `(0)` after it is dropped. Buyers abroad often
 * keep the 0 as well (`+81 03-1234-5678`): it is the same number, stored with one 0. Returns the digits, else null (another country code, letters, too few or too many digits).
 */
export const normalisePhone = (input: string): string | null => {
  const value = phoneText(input);
  if (!telephoneInputPattern.test(value)) return null;
  const countryCode = japanCountryCodePattern.exec(value)?.[0];
  const digits = value.slice(countryCode?.length ?? 0).replace(/[ -]/g, '');
  if (countryCode === undefined) return phonePattern.test(digits) ? digits : null;
  // +81 stands for the trunk 0; a 0 kept after it is that 0 (but not after `(0)`, nor twice).
  const keptZero = digits.startsWith('0') && !countryCode.includes('(0)');
  const national = keptZero ? digits : `0${digits}`;
  return !national.startsWith('00') && phonePattern.test(national) ? national : null;
};

/**
 * docs/rules/accounts.md#validation-patterns: birthday YYYY-MM-DD, and it must be a real calendar
 * date (no 2026-02-30), with a year from 1 upward. Leap years follow the Gregorian calendar.
 */
export const isCalendarDate = (value: string): boolean => {
  if (!birthdayPattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (monthDays[month - 1] ?? 0);
};
