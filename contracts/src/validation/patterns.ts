import { z } from 'zod';

// The character patterns (docs/rules/accounts.md#validation-patterns) as plain RegExps, so a form,
// the BFF and the mock upstream all test input the same way. Every pattern is anchored and matches
// the whole value; none of them accepts the empty string (whether a field may be empty is the
// schema's call, not the pattern's). No pattern has the `g` flag, so `test` keeps no state between
// calls.

/**
 * docs/rules/accounts.md#validation-patterns: "Email: standard address pattern". We take zod's
 * email pattern (what `z.email()` checks) rather than a pattern of our own, so the forms accept
 * exactly what every contracts schema — the BFF's and the upstream catalogue's — accepts: no
 * address passes the form and is then refused at submit. It needs a dotted domain with a 2+ letter
 * TLD and no leading, trailing or doubled dot in the local part.
 */
export const emailPattern: RegExp = z.regexes.email;

/** RFC 5321 limits a forward path to 254 characters; longer input cannot be an address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * docs/rules/accounts.md#validation-patterns: "Phone 10 or 11 digits" — a Japanese number as
 * stored: its national digits, trunk 0 included, without separators.
 */
export const phonePattern = /^\d{10,11}$/;

// One source for the prefix, so the telephone check and normalisePhone agree on where it ends.
const japanCountryCode = String.raw`\+81[ -]?(?:\(0\)[ -]?)?`;

/**
 * Japan's country code at the start of a number dialled from abroad, with the separator after it
 * and the `(0)` some writers add to show the trunk 0 that a caller in Japan dials.
 */
export const japanCountryCodePattern = new RegExp(`^${japanCountryCode}`);

/** A number that starts with a country code other than Japan's (`+1 415 555 0100`, `+65 …`). */
export const foreignCountryCodePattern = /^\+\s*(?!8\s*1)\d/;

/**
 * docs/rules/accounts.md#validation-patterns: the telephone check — what a user may type. Digits,
 * hyphens and spaces, optionally after Japan's country code (`+81 3-1234-5678`, `03 1234 5678`).
 * Any other `+`, parentheses other than that `(0)`, letters and full-width characters are refused;
 * how many digits there are is `normalisePhone`'s call.
 */
export const telephoneInputPattern = new RegExp(`^(?:${japanCountryCode})?[0-9 -]+$`);

/**
 * docs/rules/accounts.md#validation-patterns: "Zip exactly 7 digits" (stored without the hyphen).
 */
export const zipPattern = /^\d{7}$/;

/** The zip as a user may type it: 7 digits, optionally with the hyphen after the third. */
export const zipInputPattern = /^\d{3}-?\d{4}$/;

/** docs/rules/accounts.md#validation-patterns: "Card field 1 to 20 letters or digits" (ASCII). */
export const cardNumberPattern = /^[A-Za-z0-9]{1,20}$/;

/** docs/rules/accounts.md#validation-patterns: "PIN 1 to 10 digits". */
export const pinPattern = /^\d{1,10}$/;

/**
 * docs/rules/linked-services.md#organisations: the membership number a buyer gives for an
 * organisation (1 to 30 letters, digits or hyphens).
 */
export const organizationMemberNoPattern = /^[A-Za-z0-9-]{1,30}$/;

/**
 * A mailed 6-digit code: the two-factor sign-in code (docs/rules/accounts.md#two-factor-sign-in) and
 * the notification-address code (docs/rules/linked-services.md#notification-address).
 */
export const mailedCodePattern = /^\d{6}$/;

/**
 * docs/rules/accounts.md#validation-patterns: "Birthday YYYY-MM-DD" — the shape only;
 * `isCalendarDate` checks the date is real.
 */
export const birthdayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * docs/rules/accounts.md#validation-patterns: "katakana check accepts only katakana and the
 * long-vowel mark". Full-width katakana ァ (U+30A1) to ヺ (U+30FA), which includes ヴ, ヵ and ヶ, plus ー
 * (U+30FC). The middle dot ・, spaces and half-width katakana are refused: the rule names only
 * katakana and ー.
 */
export const katakanaPattern = /^[\u30A1-\u30FA\u30FC]+$/;

/**
 * docs/rules/accounts.md#validation-patterns: "digits only" (ASCII 0-9; full-width digits are not
 * digits here).
 */
export const digitsOnlyPattern = /^[0-9]+$/;

/**
 * docs/rules/accounts.md#validation-patterns: "full-width only". The usual Japanese reading: no
 * printable ASCII and no half-width katakana (U+FF61–U+FF9F); the ASCII space counts as half-width.
 * Control characters are refused.
 */
export const fullWidthOnlyPattern = /^[^\p{ASCII}\uFF61-\uFF9F]+$/u;

/** docs/rules/accounts.md#validation-patterns: "letters only" (ASCII A-Z, a-z). */
export const lettersOnlyPattern = /^[A-Za-z]+$/;

/**
 * docs/rules/accounts.md#validation-patterns: "symbols only" — printable ASCII punctuation, i.e.
 * not letters, digits or space.
 */
export const symbolsOnlyPattern = /^[!-/:-@[-`{-~]+$/;

/**
 * docs/rules/accounts.md#validation-patterns: "letters digits and spaces" (ASCII letters, digits
 * and the ASCII space).
 */
export const lettersDigitsSpacesPattern = /^[A-Za-z0-9 ]+$/;
