import {
  birthdayPattern,
  cardNumberPattern,
  digitsOnlyPattern,
  emailPattern,
  fullWidthOnlyPattern,
  katakanaPattern,
  lettersDigitsSpacesPattern,
  lettersOnlyPattern,
  mailedCodePattern,
  organizationMemberNoPattern,
  phonePattern,
  pinPattern,
  symbolsOnlyPattern,
  telephoneInputPattern,
  zipPattern,
} from '../patterns';

const accepts = (pattern: RegExp, values: string[]) =>
  values.forEach((value) =>
    expect({ value, ok: pattern.test(value) }).toEqual({ value, ok: true }),
  );
const refuses = (pattern: RegExp, values: string[]) =>
  values.forEach((value) =>
    expect({ value, ok: pattern.test(value) }).toEqual({ value, ok: false }),
  );

describe('validation patterns (docs/rules/accounts.md#validation-patterns)', () => {
  it('accepts standard email addresses and refuses malformed ones', () => {
    accepts(emailPattern, ['buyer@example.com', 'a.b+c@sub.example.co.jp', "o'neil@x.io"]);
    refuses(emailPattern, ['', 'buyer', 'buyer@', '@example.com', 'a@b', 'a b@x.io', 'a..b@x.io']);
    refuses(emailPattern, ['.a@x.io', 'a.@x.io', 'a@x.c', 'a@-x.io']);
  });

  it('takes a phone as exactly 10 or 11 digits', () => {
    accepts(phonePattern, ['0312345678', '09012345678']);
    refuses(phonePattern, [
      '',
      '031234567',
      '090123456789',
      '03-1234-5678',
      '０３１２３４５６７８',
    ]);
  });

  it('lets the telephone input hold digits, hyphens and spaces, optionally after +81', () => {
    accepts(telephoneInputPattern, ['03-1234-5678', '0312345678', '-', '03 1234']);
    accepts(telephoneInputPattern, ['+81 3 1234', '+81-3-1234', '+813', '+81 (0)3 1234']);
    refuses(telephoneInputPattern, ['', '+81', '+44 20 1234', '(03)1234', '03 (0)1234']);
    refuses(telephoneInputPattern, ['03+81 1234', '03.1234', '03-1234-ABCD', '０３－１２３４']);
  });

  it('takes a zip as exactly 7 digits', () => {
    accepts(zipPattern, ['1000001']);
    refuses(zipPattern, ['', '100001', '10000011', '100-0001', 'abcdefg']);
  });

  it('takes a card field as 1 to 20 letters or digits', () => {
    accepts(cardNumberPattern, ['A', 'abc123', 'A'.repeat(20)]);
    refuses(cardNumberPattern, ['', 'A'.repeat(21), 'abc-123', 'ab 12']);
  });

  it('takes a PIN as 1 to 10 digits', () => {
    accepts(pinPattern, ['1', '1234567890']);
    refuses(pinPattern, ['', '12345678901', '12a4']);
  });

  it('takes an organisation membership number as 1 to 30 letters, digits or hyphens', () => {
    accepts(organizationMemberNoPattern, ['PFIA-2291', 'a'.repeat(30)]);
    refuses(organizationMemberNoPattern, ['', 'a'.repeat(31), 'PFIA 2291', 'PFIA_2291']);
  });

  it('takes a mailed code as exactly 6 digits', () => {
    accepts(mailedCodePattern, ['000000', '482613']);
    refuses(mailedCodePattern, ['', '12345', '1234567', '12a456']);
  });

  it('takes a birthday in the YYYY-MM-DD shape', () => {
    accepts(birthdayPattern, ['1990-01-31']);
    refuses(birthdayPattern, ['', '1990/01/31', '1990-1-31', '19900131', '1990-01-31T00:00']);
  });

  it('accepts katakana with the long-vowel mark and nothing else', () => {
    accepts(katakanaPattern, ['カタカナ', 'コーヒー', 'ヴァイオリン', 'ヶ', 'ー']);
    refuses(katakanaPattern, [
      '',
      'ひらがな',
      '漢字',
      'ｶﾀｶﾅ',
      'カタ カナ',
      'カタ・カナ',
      'katakana',
    ]);
  });

  it('accepts ASCII digits only as digits', () => {
    accepts(digitsOnlyPattern, ['0', '0123456789']);
    refuses(digitsOnlyPattern, ['', '１２３', '12.3', '-1', '1 2']);
  });

  it('accepts only full-width characters as full-width', () => {
    accepts(fullWidthOnlyPattern, ['全角', 'ＡＢＣ１２３', 'カタカナ　ひらがな']);
    refuses(fullWidthOnlyPattern, ['', 'ABC', '全角 ', 'ｶﾀｶﾅ', '全角1']);
  });

  it('accepts ASCII letters only as letters', () => {
    accepts(lettersOnlyPattern, ['abc', 'ABCxyz']);
    refuses(lettersOnlyPattern, ['', 'abc1', 'ab c', 'é', 'ＡＢＣ']);
  });

  it('accepts ASCII punctuation only as symbols', () => {
    accepts(symbolsOnlyPattern, ['!', '.!?/_-', '@#$%^&*()[]{}~`|\\\'"<>,;:=+']);
    refuses(symbolsOnlyPattern, ['', 'a!', '1!', ' !', '！']);
  });

  it('accepts letters, digits and spaces together', () => {
    accepts(lettersDigitsSpacesPattern, ['Tokyo 1', 'abc', '123', ' ']);
    refuses(lettersDigitsSpacesPattern, ['', 'Tokyo-1', 'a_b', 'a\tb', '東京']);
  });
});
