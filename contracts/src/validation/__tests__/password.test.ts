import fc from 'fast-check';
import {
  newPasswordIssue,
  passwordClasses,
  passwordCodePattern,
  passwordDisplayedRule,
  newPasswordSchema,
} from '../password';

describe('password code reading (docs/rules/accounts.md#passwords-two-readings: 8–20 of letters, digits and . ! ? / _ -)', () => {
  it('accepts 8 and 20 characters with upper, lower and digit', () => {
    expect(passwordCodePattern.test('Abcdef12')).toBe(true);
    expect(passwordCodePattern.test('Abcdef12' + 'x'.repeat(12))).toBe(true);
    expect(passwordCodePattern.test('Kakehashi-2026')).toBe(true);
    expect(passwordCodePattern.test('A.b!c?d/e_f-1')).toBe(true);
  });

  it('refuses 7 and 21 characters', () => {
    expect(passwordCodePattern.test('Abcde12')).toBe(false);
    expect(passwordCodePattern.test('Abcdef12' + 'x'.repeat(13))).toBe(false);
  });

  it('refuses a password lacking an upper, a lower or a digit', () => {
    expect(passwordCodePattern.test('abcdef12')).toBe(false);
    expect(passwordCodePattern.test('ABCDEF12')).toBe(false);
    expect(passwordCodePattern.test('Abcdefgh')).toBe(false);
  });

  it('refuses characters outside the allowed set', () => {
    expect(passwordCodePattern.test('Abcdef12@')).toBe(false);
    expect(passwordCodePattern.test('Abcd ef12')).toBe(false);
    expect(passwordCodePattern.test('Abcdef12é')).toBe(false);
  });
});

describe('password displayed reading (docs/rules/accounts.md#passwords-two-readings: 8–72, three of four classes)', () => {
  it('names the classes a password uses', () => {
    expect(passwordClasses('aB3$')).toEqual(['upper', 'lower', 'digit', 'symbol']);
    expect(passwordClasses('abc')).toEqual(['lower']);
  });

  it('accepts three classes at 8 and at 72 characters', () => {
    expect(passwordDisplayedRule.test('abcdef1$')).toBe(true);
    expect(passwordDisplayedRule.test('Ab1' + 'x'.repeat(69))).toBe(true);
  });

  it('refuses 7 and 73 characters and two classes', () => {
    expect(passwordDisplayedRule.test('abcde1$')).toBe(false);
    expect(passwordDisplayedRule.test('Ab1' + 'x'.repeat(70))).toBe(false);
    expect(passwordDisplayedRule.test('abcdefg1')).toBe(false);
  });

  it('shows where the two readings differ', () => {
    const longWithSymbol = 'abcdefgh1@' + 'x'.repeat(20); // 30 chars, no upper, has @
    expect(passwordDisplayedRule.test(longWithSymbol)).toBe(true);
    expect(passwordCodePattern.test(longWithSymbol)).toBe(false);
  });

  it('every password of the code reading also meets the displayed reading', () => {
    const allowed = fc.constantFrom(...'aZ9.!?/_-bQ0xY'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: allowed, minLength: 0, maxLength: 24 }), (password) => {
        if (passwordCodePattern.test(password))
          expect(passwordDisplayedRule.test(password)).toBe(true);
      }),
    );
  });
});

describe('newPasswordIssue (what is enforced: the displayed reading)', () => {
  it('asks for a password when empty', () => {
    expect(newPasswordIssue('')).toBe('required');
  });

  it('accepts what the help promises: 8 to 72 characters, three of four classes', () => {
    expect(newPasswordIssue('Kakehashi-2026')).toBeNull();
    // Outside the code reading, inside the displayed one: no upper-case, '@', 30 characters.
    expect(newPasswordIssue('abcdefgh1@' + 'x'.repeat(20))).toBeNull();
    expect(newPasswordIssue('correct horse battery 2026!')).toBeNull();
    expect(newPasswordIssue('Ab1' + 'x'.repeat(69))).toBeNull();
  });

  it('refuses what the help rules out', () => {
    expect(newPasswordIssue('Abcde1!')).toBe('passwordRule'); // 7 characters
    expect(newPasswordIssue('Ab1' + 'x'.repeat(70))).toBe('passwordRule'); // 73 characters
    expect(newPasswordIssue('abcdefgh12')).toBe('passwordRule'); // two classes
    expect(newPasswordIssue('Kakehashi\n2026')).toBe('passwordRule'); // a control character
    expect(newPasswordIssue('Kakehashi\t2026')).toBe('passwordRule');
  });

  it('agrees with the displayed reading on every printable password', () => {
    const printable = fc.constantFrom(...'aZ9 @#.!-é'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: printable, minLength: 0, maxLength: 80 }), (password) => {
        if (password === '') return;
        expect(newPasswordIssue(password) === null).toBe(passwordDisplayedRule.test(password));
      }),
    );
  });

  it('is the same rule in request bodies, worded by the form message kind', () => {
    expect(newPasswordSchema.safeParse('abcdefgh1@xx').success).toBe(true);
    const refused = newPasswordSchema.safeParse('abcdefgh');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ params: { kind: 'passwordRule' } });
  });
});
