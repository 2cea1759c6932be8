import type { z } from 'zod';
import {
  birthdayField,
  cardNumberField,
  choiceField,
  digitsOnlyField,
  emailField,
  fullWidthOnlyField,
  isHttpUrl,
  katakanaField,
  lettersDigitsSpacesField,
  lettersOnlyField,
  newPasswordField,
  phoneField,
  pinField,
  symbolsOnlyField,
  textField,
  urlField,
  zipField,
} from '../fields';
import { signInFormSchema } from '../sign-in-form';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};
const kindOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && 'params' in issue ? (issue.params as { kind: string }).kind : null;
};

describe('form field builders', () => {
  const jp = { lang: 'jp', label: '会社名' } as const;

  it('refuses empty and whitespace-only required text with the required message', () => {
    expect(messageOf(textField(jp), '')).toBe('会社名を入力してください。');
    expect(messageOf(textField(jp), '   ')).toBe('会社名を入力してください。');
    expect(kindOf(textField(jp), '')).toBe('required');
  });

  it('refuses a choice left empty, or null as react-hook-form gives an unchecked radio group, with selectRequired', () => {
    const format = choiceField({ lang: 'en', label: 'Format' });
    for (const unchosen of ['', null, undefined])
      expect(messageOf(format, unchosen)).toBe('Format: please choose one.');
    expect(messageOf(choiceField({ lang: 'jp', label: '形式' }), null)).toBe(
      '形式を選択してください。',
    );
    expect(format.parse('online')).toBe('online');
    expect(
      messageOf(
        choiceField({ lang: 'en', label: 'Rating' }, (v) => v === '5'),
        '9',
      ),
    ).toBe('Rating: please choose one.');
  });

  it('lets optional text be empty', () => {
    expect(textField({ ...jp, required: false }).parse('  ')).toBe('');
  });

  it('trims and bounds the length in characters', () => {
    const field = textField({ ...jp, max: 3 });
    expect(field.parse(' 日本語 ')).toBe('日本語');
    expect(messageOf(field, '日本語だ')).toBe('会社名は3文字以内で入力してください。');
  });

  it('checks email addresses', () => {
    const field = emailField({ lang: 'en', label: 'Email' });
    expect(field.parse(' buyer@example.com ')).toBe('buyer@example.com');
    expect(messageOf(field, 'buyer@')).toBe(
      'Email: enter a full email address, such as name@company.com.',
    );
    expect(kindOf(field, 'a'.repeat(250) + '@x.io')).toBe('tooLong');
  });

  it('normalises phones to digits and names the failure', () => {
    const field = phoneField({ lang: 'jp', label: '電話番号' });
    expect(field.parse('03-1234-5678')).toBe('0312345678');
    expect(kindOf(field, '+44 20 1234 5678')).toBe('foreignPhone');
    expect(kindOf(field, '03-1234-567')).toBe('phoneDigits');
    expect(kindOf(field, '')).toBe('required');
  });

  it('parses a Japanese phone written from abroad or with spaces to its national digits', () => {
    const field = phoneField({ lang: 'en', label: 'Phone number' });
    expect(field.parse('+81 3-1234-5678')).toBe('0312345678');
    expect(field.parse(' +81 3 1234 5678 ')).toBe('0312345678');
    expect(field.parse('+81 (0)3 1234 5678')).toBe('0312345678');
    expect(field.parse('+81-90-1234-5678')).toBe('09012345678');
    expect(field.parse('+8190 1234 5678')).toBe('09012345678');
    expect(field.parse('03 1234 5678')).toBe('0312345678');
  });

  // docs/rules/cart-and-checkout.md#addresses-in-japan: '+1 415 555 0100' is typed with digits,
  // spaces and '+' only, so "only digits, hyphens and spaces" did not say why it was refused.
  it('refuses a number with another country code by saying a number in Japan is needed', () => {
    const en = phoneField({ lang: 'en', label: 'Phone number' });
    const jp = phoneField({ lang: 'jp', label: '電話番号' });
    for (const foreign of [
      '+1 415 555 0100',
      '+65 6123 4567',
      '+44 20 7946 0958',
      '+ 1 415 555 0100',
    ])
      expect(kindOf(en, foreign)).toBe('foreignPhone');
    expect(messageOf(en, '+1 415 555 0100')).toBe(
      'Phone number: enter a number in Japan; numbers with a country code other than +81 cannot be used (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
    );
    expect(messageOf(jp, '+1 415 555 0100')).toBe(
      '電話番号は日本国内の番号を入力してください。+81以外の国番号の番号はご利用いただけません（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。',
    );
    expect(jp.parse('+81 3-1234-5678')).toBe('0312345678');
  });

  it('refuses letters with the telephone message, a wrong count with phoneDigits', () => {
    const field = phoneField({ lang: 'en', label: 'Phone number' });
    expect(messageOf(field, '03-1234-ABCD')).toBe(
      'Phone number may contain only digits, hyphens and spaces, optionally after +81 (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
    );
    expect(kindOf(field, '03-1234-ABCD')).toBe('telephone');
    expect(messageOf(field, '+81 3 1234 567')).toBe(
      'Phone number must be a Japanese number of 10 or 11 digits with the area code (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
    );
    expect(kindOf(field, '+81 90 1234 56789')).toBe('phoneDigits');
  });

  it('normalises zips to 7 digits', () => {
    const field = zipField({ lang: 'en', label: 'Postal code', required: false });
    expect(field.parse('100-0001')).toBe('1000001');
    expect(field.parse('')).toBe('');
    expect(kindOf(field, '100-001')).toBe('zip');
  });

  it('checks katakana, card, PIN, birthday and URL fields', () => {
    const o = { lang: 'en', label: 'X' } as const;
    expect(katakanaField(o).parse('カタカナー')).toBe('カタカナー');
    expect(kindOf(katakanaField(o), 'かたかな')).toBe('katakana');
    expect(kindOf(cardNumberField(o), 'A'.repeat(21))).toBe('cardNumber');
    expect(kindOf(pinField(o), '12345678901')).toBe('pin');
    expect(kindOf(birthdayField(o), '2026-02-29')).toBe('birthday');
    expect(birthdayField(o).parse('2024-02-29')).toBe('2024-02-29');
    expect(kindOf(urlField(o), 'javascript:alert(1)')).toBe('url');
    expect(urlField(o).parse('https://example.com')).toBe('https://example.com');
  });

  it('checks the character-class fields with their own messages', () => {
    const o = { lang: 'jp', label: '項目' } as const;
    expect(kindOf(digitsOnlyField(o), '12a')).toBe('digitsOnly');
    expect(kindOf(fullWidthOnlyField(o), '全角a')).toBe('fullWidthOnly');
    expect(kindOf(lettersOnlyField(o), 'ab1')).toBe('lettersOnly');
    expect(kindOf(symbolsOnlyField(o), '!a')).toBe('symbolsOnly');
    expect(messageOf(lettersDigitsSpacesField(o), 'a-b')).toBe(
      '項目は半角英数字とスペースで入力してください。',
    );
    expect(lettersDigitsSpacesField(o).parse(' Tokyo 1 ')).toBe('Tokyo 1');
    expect(fullWidthOnlyField(o).parse('全角')).toBe('全角');
  });

  it('takes only http and https addresses as URLs', () => {
    expect(isHttpUrl('http://example.com/path')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });

  it('enforces the password rule on new passwords and keeps spaces', () => {
    const field = newPasswordField({ lang: 'en', label: 'Password' });
    expect(field.parse('Kakehashi-2026')).toBe('Kakehashi-2026');
    expect(kindOf(field, '')).toBe('required');
    expect(kindOf(field, 'short1A')).toBe('passwordRule');
    // Spaces count as characters and stay as typed (docs/rules/accounts.md#passwords-two-readings).
    expect(field.parse(' Kakehashi 2026 ')).toBe(' Kakehashi 2026 ');
    expect(kindOf(field, 'kakehashi')).toBe('passwordRule');
  });
});

describe('signInFormSchema', () => {
  it('uses the exact spec messages for a missing email and password', () => {
    const result = signInFormSchema('en').safeParse({ email: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Error：Email is required.',
      'Error：Password is required.',
    ]);
  });

  // The gateway refuses a part address with a banner that names no field: said in place instead.
  it.each([
    ['en', 'Email: enter a full email address, such as name@company.com.'],
    ['jp', 'メールアドレスを正しく入力してください。'],
  ] as const)('says in place that a part email is not a whole address (%s)', (lang, message) => {
    const result = signInFormSchema(lang).safeParse({ email: 'buyer@example', password: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', message],
    ]);
  });

  it('accepts any whole email and any present password', () => {
    expect(signInFormSchema('jp').parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});
