// The password rule has two readings that differ (docs/rules/accounts.md#passwords-two-readings).
// Both are exported so each can be checked; a NEW password must meet the displayed one, the rule
// the buyer is shown (`newPasswordIssue` below).
import { z } from 'zod';

/**
 * docs/rules/accounts.md#passwords-two-readings, the code reading: 8 to 20 characters, only
 * letters, digits and `. ! ? / _ -`, with at least one upper-case letter, one lower-case letter and
 * one digit. Kept as a RegExp so the upstream-compatible check is one `test` anywhere (BFF, mock,
 * form).
 */
export const passwordCodePattern = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9.!?/_-]{8,20}$/;

/** The four character classes of the displayed help. A symbol is printable ASCII punctuation. */
export type PasswordClass = 'upper' | 'lower' | 'digit' | 'symbol';

const classTests: ReadonlyArray<readonly [PasswordClass, RegExp]> = [
  ['upper', /[A-Z]/],
  ['lower', /[a-z]/],
  ['digit', /[0-9]/],
  ['symbol', /[!-/:-@[-`{-~]/],
];

/** Which of the four classes a password uses. */
export const passwordClasses = (password: string): PasswordClass[] =>
  classTests.filter(([, test]) => test.test(password)).map(([name]) => name);

/**
 * docs/rules/accounts.md#passwords-two-readings, the displayed reading: 8 to 72 characters with at
 * least three of the four classes upper, lower, digit, symbol. Other characters are allowed but
 * count for no class. Length is counted in code points, as a user counts characters. Shaped like a
 * RegExp (`test`) so both readings are used the same way.
 */
export const passwordDisplayedRule = {
  minLength: 8,
  maxLength: 72,
  minClasses: 3,
  test: (password: string): boolean => {
    const length = [...password].length;
    return length >= 8 && length <= 72 && passwordClasses(password).length >= 3;
  },
} as const;

// C0 and C1 control characters (a pasted tab or line break): never part of a password anyone
// can type again.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * What is enforced for a NEW password (sign-up, reset, change), in the form, the BFF and the mock
 * upstream alike: the displayed reading (8 to 72 characters, three of the four classes), the
 * rule the help text states — so the buyer is told exactly what is checked, everywhere. The code
 * reading (8–20, a narrow symbol set) is not enforced: it would refuse passphrases and common
 * symbols (`@`, `#`, spaces) the help allows (docs/rules/accounts.md#passwords-two-readings says
 * why the displayed one won). Spaces count as characters and are kept as typed; control
 * characters are refused. Sign-in forms check presence only: an existing password may predate
 * the rule.
 *
 * Returns null when the password is acceptable, else the reason.
 */
export const newPasswordIssue = (password: string): 'required' | 'passwordRule' | null => {
  if (password.length === 0) return 'required';
  return passwordDisplayedRule.test(password) && !controlCharacter.test(password)
    ? null
    : 'passwordRule';
};

/**
 * A new password in a request body (BFF routes and upstream calls): the same rule as the forms;
 * the BFF words the field error in the session's language.
 */
export const newPasswordSchema = z
  .string()
  .max(400)
  .refine((password) => newPasswordIssue(password) === null, {
    // The issue map words it as the form does (formMessage 'passwordRule'), in the caller's language.
    params: { kind: 'passwordRule' },
  });
