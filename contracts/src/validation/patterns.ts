// The character patterns of spec §5 as plain RegExps, so a form, the BFF and the mock upstream
// all test input the same way. Every pattern is anchored and matches the whole value; none of
// them accepts the empty string (whether a field may be empty is the schema's call, not the
// pattern's). No pattern has the `g` flag, so `test` keeps no state between calls.

/**
 * spec §5: "Email: standard address pattern". We take the WHATWG HTML `input[type=email]`
 * pattern (what browsers themselves check) and additionally require a dot in the domain: a
 * buyer's business address always has a TLD, and `name@localhost` is a typo, not an address.
 */
export const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** RFC 5321 limits a forward path to 254 characters; longer input cannot be an address. */
export const EMAIL_MAX_LENGTH = 254;

/** spec §5: "Phone 10 or 11 digits" (a Japanese number once hyphens are removed). */
export const phonePattern = /^\d{10,11}$/;

/** spec §5: "telephone check accepts only digits and hyphens" — what a user may type. */
export const telephoneInputPattern = /^[0-9-]+$/;

/** spec §5: "Zip exactly 7 digits" (stored without the hyphen). */
export const zipPattern = /^\d{7}$/;

/** The zip as a user may type it: 7 digits, optionally with the hyphen after the third. */
export const zipInputPattern = /^\d{3}-?\d{4}$/;

/** spec §5: "Card field 1 to 20 letters or digits" (ASCII). */
export const cardNumberPattern = /^[A-Za-z0-9]{1,20}$/;

/** spec §5: "PIN 1 to 10 digits". */
export const pinPattern = /^\d{1,10}$/;

/** spec §5: "Birthday YYYY-MM-DD" — the shape only; `isCalendarDate` checks the date is real. */
export const birthdayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * spec §5: "katakana check accepts only katakana and the long-vowel mark". Full-width katakana
 * ァ (U+30A1) to ヺ (U+30FA), which includes ヴ, ヵ and ヶ, plus ー (U+30FC). The middle dot ・,
 * spaces and half-width katakana are refused: the spec names only katakana and ー.
 */
export const katakanaPattern = /^[\u30A1-\u30FA\u30FC]+$/;

/** spec §5: "digits only" (ASCII 0-9; full-width digits are not digits here). */
export const digitsOnlyPattern = /^[0-9]+$/;

/**
 * spec §5: "full-width only". The usual Japanese reading: no printable ASCII and no half-width
 * katakana (U+FF61–U+FF9F); the ASCII space counts as half-width. Control characters are refused.
 */
export const fullWidthOnlyPattern = /^[^\x00-\x7F\uFF61-\uFF9F]+$/;

/** spec §5: "letters only" (ASCII A-Z, a-z). */
export const lettersOnlyPattern = /^[A-Za-z]+$/;

/** spec §5: "symbols only" — printable ASCII punctuation, i.e. not letters, digits or space. */
export const symbolsOnlyPattern = /^[!-/:-@[-`{-~]+$/;

/** spec §5: "letters digits and spaces" (ASCII letters, digits and the ASCII space). */
export const lettersDigitsSpacesPattern = /^[A-Za-z0-9 ]+$/;
