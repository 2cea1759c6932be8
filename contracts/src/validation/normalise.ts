import { birthdayPattern, phonePattern, telephoneInputPattern, zipInputPattern } from './patterns';

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

/**
 * docs/rules/accounts.md#validation-patterns: phone 10 or 11 digits, and the telephone check
 * accepts digits and hyphens. So a user may type `03-1234-5678` or `090-1234-5678`; hyphens are
 * layout, not part of the number, and are removed. Returns the 10 or 11 digits, else null. Other
 * separators (spaces, parentheses, a leading +) are refused, as the telephone message says.
 */
export const normalisePhone = (input: string): string | null => {
  const value = input.trim();
  if (!telephoneInputPattern.test(value)) return null;
  const digits = value.replace(/-/g, '');
  return phonePattern.test(digits) ? digits : null;
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
