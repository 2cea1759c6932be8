// The password rule has two readings that differ (docs/rules/accounts.md#passwords-two-readings).
// Both are exported so each can be checked; `newPasswordIssue` below is what our forms enforce.

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

/**
 * What our forms enforce for a NEW password (sign-up, reset, change): both readings at once.
 * Why the intersection: the code reading is the pattern the original product checks in code (so
 * a real commerce backend may enforce it), and the displayed reading is what users were told; a
 * password meeting only one of them can be refused at one end or the other. The code reading is
 * a strict subset of the displayed one (8–20 ⊂ 8–72, and upper + lower + digit is three classes;
 * a property test checks it), so the
 * intersection is exactly `passwordCodePattern`. The form therefore shows the code reading as
 * its help text and error (formMessage 'passwordRule'), so the user is told the rule that is
 * actually enforced, not the wider displayed one. Sign-in forms check presence only: an existing
 * password may predate either rule.
 *
 * Returns null when the password is acceptable, else the reason.
 */
export const newPasswordIssue = (password: string): 'required' | 'passwordRule' | null => {
  if (password.length === 0) return 'required';
  return passwordCodePattern.test(password) && passwordDisplayedRule.test(password)
    ? null
    : 'passwordRule';
};
