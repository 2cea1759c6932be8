import { z } from 'zod';
import { formMessage, type FormMessageKind } from './messages';
import { isCalendarDate, normalisePhone, normaliseZip, phoneText } from './normalise';
import {
  cardNumberPattern,
  digitsOnlyPattern,
  EMAIL_MAX_LENGTH,
  emailPattern,
  foreignCountryCodePattern,
  fullWidthOnlyPattern,
  katakanaPattern,
  lettersDigitsSpacesPattern,
  lettersOnlyPattern,
  pinPattern,
  symbolsOnlyPattern,
  telephoneInputPattern,
} from './patterns';
import { newPasswordIssue } from './password';
import { isMultiLine, isSingleLine } from './text';
import type { Language } from '../bff/language';

// zod field builders for forms. Each takes the language and the field's label in that language,
// so every issue's `message` is ready to show; each issue also carries `params.kind` (a
// FormMessageKind), so a caller that prefers keys can re-render the text with formMessage.
// Text is trimmed before checks: a value of only spaces is empty.

/** How a form field is described to its builder. */
export type FieldOptions = {
  lang: Language;
  label: string;
  /** Empty input is refused with the 'required' message. Default true. */
  required?: boolean;
  /** Maximum length in characters (code points). */
  max?: number;
  /** A text area: line breaks allowed; otherwise one line (docs/security.md#single-line-fields). */
  multiline?: boolean;
};

/** A check on a non-empty, trimmed value: null when it passes, else the message kind. */
type Check = (value: string) => FormMessageKind | null;

const issue = (ctx: z.RefinementCtx, options: FieldOptions, kind: FormMessageKind) =>
  ctx.addIssue({
    code: 'custom',
    message: formMessage(options.lang, kind, { label: options.label, max: options.max }),
    params: { kind },
  });

/**
 * A trimmed string field: required-ness, maximum length, then the checks in order (first failure
 * wins).
 */
export const textField = (options: FieldOptions, ...checks: Check[]) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (options.required ?? true) issue(ctx, options, 'required');
        return;
      }
      // A line break in a one-line field could start a mail header (docs/security.md).
      if (options.multiline ? !isMultiLine(value) : !isSingleLine(value))
        return issue(ctx, options, options.multiline ? 'controlCharacters' : 'singleLine');
      if (options.max !== undefined && [...value].length > options.max) {
        return issue(ctx, options, 'tooLong');
      }
      for (const check of checks) {
        const kind = check(value);
        if (kind) return issue(ctx, options, kind);
      }
    });

/**
 * A choice among radios or a select's options: nothing chosen is refused with the selectRequired
 * message, and so is a value `isChosen` does not take. react-hook-form gives a radio group with
 * none checked as null once it has validated, so a non-string is "nothing chosen" too, never
 * zod's own "expected string" text (docs/rules/accounts.md#form-messages).
 */
export const choiceField = (
  options: Pick<FieldOptions, 'lang' | 'label'>,
  isChosen: (value: string) => boolean = (value) => value !== '',
) => {
  const message = formMessage(options.lang, 'selectRequired', { label: options.label });
  return z
    .string({ error: message })
    .refine(isChosen, { message, params: { kind: 'selectRequired' satisfies FormMessageKind } });
};

/** A check that a value matches a pattern, failing with the given message kind. */
export const matches =
  (pattern: RegExp, kind: FormMessageKind): Check =>
  (value) =>
    pattern.test(value) ? null : kind;

/** Email (docs/rules/accounts.md#validation-patterns): standard pattern, at most 254 characters. */
export const emailField = (options: FieldOptions) =>
  textField({ max: EMAIL_MAX_LENGTH, ...options }, matches(emailPattern, 'email'));

/**
 * docs/rules/accounts.md#passwords-two-readings new password (sign-up, reset, change): see
 * `newPasswordIssue` for why forms enforce the code reading. Not trimmed: spaces are the user's
 * business, and the rule then refuses them.
 */
export const newPasswordField = (options: FieldOptions) =>
  z.string().superRefine((value, ctx) => {
    const kind = newPasswordIssue(value);
    if (kind === 'required' && options.required === false) return;
    if (kind) issue(ctx, options, kind);
  });

/**
 * Phone (docs/rules/accounts.md#validation-patterns): a Japanese number, typed with hyphens or
 * spaces and either as dialled in Japan (`03-1234-5678`) or from abroad (`+81 3-1234-5678`). A number
 * with another country code (`+1 415 555 0100`) fails the foreignPhone message, other characters
 * the telephone one; a number that is not 10 or 11 national digits fails the
 * phoneDigits one. The parsed value is the national digits only (`0312345678`), as the upstream
 * stores it.
 */
export const phoneField = (options: FieldOptions) =>
  textField(options, japanesePhoneIssue).overwrite((value) => normalisePhone(value) ?? value);

/**
 * Which rule a non-empty Japanese phone breaks, or null: the one rule of the checkout's parties,
 * saved addresses and a buyer in Japan's sign-up and profile (docs/rules/accounts.md#validation-patterns).
 */
export function japanesePhoneIssue(value: string): FormMessageKind | null {
  const phone = phoneText(value);
  if (foreignCountryCodePattern.test(phone)) return 'foreignPhone';
  if (!telephoneInputPattern.test(phone)) return 'telephone';
  return normalisePhone(phone) ? null : 'phoneDigits';
}

/**
 * Zip (docs/rules/accounts.md#validation-patterns): `1000001` or `100-0001` typed; the parsed value
 * is the 7 digits.
 */
export const zipField = (options: FieldOptions) =>
  textField(options, (value) => (normaliseZip(value) ? null : 'zip')).overwrite(
    (value) => normaliseZip(value) ?? value,
  );

/**
 * Katakana (docs/rules/accounts.md#validation-patterns): katakana and the long-vowel mark ー only.
 */
export const katakanaField = (options: FieldOptions) =>
  textField(options, matches(katakanaPattern, 'katakana'));

/** Card field (docs/rules/accounts.md#validation-patterns): 1 to 20 letters or digits. */
export const cardNumberField = (options: FieldOptions) =>
  textField(options, matches(cardNumberPattern, 'cardNumber'));

/** PIN (docs/rules/accounts.md#validation-patterns): 1 to 10 digits. */
export const pinField = (options: FieldOptions) => textField(options, matches(pinPattern, 'pin'));

/** Birthday (docs/rules/accounts.md#validation-patterns): YYYY-MM-DD and a real date. */
export const birthdayField = (options: FieldOptions) =>
  textField(options, (value) => (isCalendarDate(value) ? null : 'birthday'));

/** A web address: http or https with a host. Other schemes (javascript:, ftp:) are refused. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A bare domain, as a buyer types their website: 'lioncity.sg', 'www.lioncity.sg/en'. */
const bareDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;

/**
 * A typed web address with its scheme: a bare domain gets 'https://' (docs/rules/accounts.md
 * #validation-patterns); anything else is left as typed, for the check to take or refuse.
 */
export const withScheme = (value: string): string =>
  !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && bareDomain.test(value) ? `https://${value}` : value;

/** A web address; a bare domain is taken and normalised to https:// (parsed output). */
export const urlField = (options: FieldOptions) =>
  textField(options, (value) => (isHttpUrl(withScheme(value)) ? null : 'url')).transform((value) =>
    value ? withScheme(value) : value,
  );

/** Digits only (docs/rules/accounts.md#validation-patterns). */
export const digitsOnlyField = (options: FieldOptions) =>
  textField(options, matches(digitsOnlyPattern, 'digitsOnly'));

/** Full-width only (docs/rules/accounts.md#validation-patterns). */
export const fullWidthOnlyField = (options: FieldOptions) =>
  textField(options, matches(fullWidthOnlyPattern, 'fullWidthOnly'));

/** Letters only (docs/rules/accounts.md#validation-patterns). */
export const lettersOnlyField = (options: FieldOptions) =>
  textField(options, matches(lettersOnlyPattern, 'lettersOnly'));

/** Symbols only (docs/rules/accounts.md#validation-patterns). */
export const symbolsOnlyField = (options: FieldOptions) =>
  textField(options, matches(symbolsOnlyPattern, 'symbolsOnly'));

/** Letters, digits and spaces (docs/rules/accounts.md#validation-patterns). */
export const lettersDigitsSpacesField = (options: FieldOptions) =>
  textField(options, matches(lettersDigitsSpacesPattern, 'lettersDigitsSpaces'));
