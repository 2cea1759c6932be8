// Form messages in both product languages (docs/rules/accounts.md#form-messages). Japanese texts
// follow the product's wording ("required says to enter the {label}", "too long says the {label}
// must be within N characters", …) and end with 。 as every Japanese message does; English texts
// the product fixes are reproduced exactly, full-width colon included ('Error：Email is required.').

import type { Language } from '../bff/language';

/** Placeholders of a message: the field's label in the message's language, and a bound. */
export type FormMessageParams = { label?: string; max?: number };

// docs/rules/site-and-pages.md#line-breaks: a phone example is one word. Chromium breaks a line at
// its spaces and, on Japanese and English pages alike, after its hyphens (「+81 3-」｜「1234-5678」
// at 390 px): a no-break space and a word joiner after each hyphen keep it on one line.
const unbroken = (example: string) => example.replace(/ /g, '\u00a0').replace(/-/g, '-\u2060');
const inJapan = unbroken('03-1234-5678');
const fromAbroad = unbroken('+81 3-1234-5678');
const abroad = unbroken('+39 06 1234 5678');

const texts = {
  required: { jp: '{label}を入力してください。', en: '{label} is required.' },
  selectRequired: { jp: '{label}を選択してください。', en: '{label}: please choose one.' },
  tooLong: {
    jp: '{label}は{max}文字以内で入力してください。',
    en: '{label} must be {max} characters or fewer.',
  },
  tooMany: { jp: '{label}は{max}件まで選択できます。', en: 'Select at most {max} for {label}.' },
  duplicate: { jp: '{label}が重複しています。', en: '{label} must not be selected twice.' },
  email: {
    jp: '{label}を正しく入力してください。',
    en: '{label}: enter a full email address, such as name@company.com.',
  },
  invalid: { jp: '{label}を正しく入力してください。', en: '{label} is not valid.' },
  mismatch: { jp: '{label}が一致しません。', en: '{label} does not match.' },
  katakana: {
    jp: '{label}はカタカナ（長音符ーを含む）で入力してください。',
    en: '{label} may contain only katakana and the long-vowel mark ー.',
  },
  // A Japanese phone may be typed as dialled in Japan or from abroad
  // (docs/rules/accounts.md#validation-patterns): both messages show both ways.
  telephone: {
    jp: `{label}は半角数字・ハイフン・スペースで入力してください（例：${inJapan}、${fromAbroad}）。`,
    en: `{label} may contain only digits, hyphens and spaces, optionally after +81 (for example ${inJapan} or ${fromAbroad}).`,
  },
  // A number with another country's code: the field takes a Japanese number only (an order is
  // delivered in Japan, docs/rules/cart-and-checkout.md#addresses-in-japan), so the message says
  // which numbers are taken rather than which characters.
  foreignPhone: {
    jp: `{label}は日本国内の番号を入力してください。+81以外の国番号の番号はご利用いただけません（例：${inJapan}、${fromAbroad}）。`,
    en: `{label}: enter a number in Japan; numbers with a country code other than +81 cannot be used (for example ${inJapan} or ${fromAbroad}).`,
  },
  phoneDigits: {
    jp: `{label}は市外局番から10桁または11桁の数字で入力してください（例：${inJapan}、${fromAbroad}）。`,
    en: `{label} must be a Japanese number of 10 or 11 digits with the area code (for example ${inJapan} or ${fromAbroad}).`,
  },
  zip: {
    jp: '{label}は7桁の数字で入力してください（例：100-0001）。',
    en: '{label} must be 7 digits (for example 100-0001).',
  },
  internationalPhone: {
    jp: `{label}は国番号から正しく入力してください（例：${abroad}）。`,
    en: `{label} must be a valid international number with the country code (for example ${abroad}).`,
  },
  overseasPostal: {
    jp: '{label}は英数字・スペース・ハイフンの2〜12文字で入力してください。',
    en: '{label} must be 2 to 12 letters, digits, spaces or hyphens.',
  },
  samePassword: {
    jp: '{label}には現在のパスワードと異なるものを入力してください。',
    en: '{label} must differ from the current password.',
  },
  singleLine: {
    jp: '{label}に改行や制御文字は使用できません。',
    en: '{label} must be one line, without line breaks or control characters.',
  },
  controlCharacters: {
    jp: '{label}に制御文字は使用できません。',
    en: '{label} must not contain control characters.',
  },
  digitsOnly: {
    jp: '{label}は半角数字で入力してください。',
    en: '{label} may contain only digits.',
  },
  fullWidthOnly: {
    jp: '{label}は全角で入力してください。',
    en: '{label} must be written in full-width characters.',
  },
  lettersOnly: {
    jp: '{label}は半角英字で入力してください。',
    en: '{label} may contain only letters.',
  },
  symbolsOnly: {
    jp: '{label}は半角記号で入力してください。',
    en: '{label} may contain only symbols.',
  },
  lettersDigitsSpaces: {
    jp: '{label}は半角英数字とスペースで入力してください。',
    en: '{label} may contain only letters, digits and spaces.',
  },
  cardNumber: {
    jp: '{label}は20文字以内の半角英数字で入力してください。',
    en: '{label} must be 1 to 20 letters or digits.',
  },
  pin: {
    jp: '{label}は10桁以内の半角数字で入力してください。',
    en: '{label} must be 1 to 10 digits.',
  },
  birthday: {
    jp: '{label}はYYYY-MM-DD形式の正しい日付で入力してください。',
    en: '{label} must be a real date written YYYY-MM-DD.',
  },
  url: {
    jp: '{label}はhttp://またはhttps://から始まるURLで入力してください。',
    en: '{label} must be a URL starting with http:// or https://.',
  },
  // docs/rules/accounts.md#passwords-two-readings: the displayed rule, the one enforced.
  passwordRule: {
    jp: '{label}は8〜72文字で、英大文字・英小文字・数字・記号のうち3種類以上を含めてください。',
    en: '{label} must be 8 to 72 characters and use at least three of: upper-case letters, lower-case letters, digits and symbols.',
  },
  consent: { jp: '{label}に同意してください。', en: 'Please agree to the {label}.' },
  // These four English texts are fixed word for word (docs/rules/accounts.md#form-messages).
  emailRequired: {
    jp: 'エラー：メールアドレスを入力してください。',
    en: 'Error：Email is required.',
  },
  passwordRequired: {
    jp: 'エラー：パスワードを入力してください。',
    en: 'Error：Password is required.',
  },
  credentialsIncorrect: {
    jp: 'メールアドレスまたはパスワードが正しくありません。',
    en: 'The email or password is incorrect.',
  },
  checkForm: {
    jp: '必須項目がすべて入力されているか、もう一度フォームをご確認ください。',
    en: 'Please check the form again to make sure you have filled in all the required fields.',
  },
  // The summary's headline when no field is left empty: the fields are filled, one is wrong.
  correctBelow: { jp: '以下の項目を修正してください。', en: 'Please correct the items below.' },
} as const satisfies Record<string, Record<Language, string>>;

/** Every form message there is; a schema issue can carry one of these as its key. */
export type FormMessageKind = keyof typeof texts;
export const formMessageKinds = Object.keys(texts) as FormMessageKind[];

/** When the caller gives no label the message still reads as a sentence. */
const defaultLabel: Record<Language, string> = { jp: 'この項目', en: 'This field' };

/**
 * docs/rules/accounts.md#form-messages: a form message in the given language with `{label}` and
 * `{max}` filled in. An unknown language falls back to English
 * (docs/rules/accounts.md#form-messages: en is the fallback).
 */
export const formMessage = (
  lang: Language,
  kind: FormMessageKind,
  params: FormMessageParams = {},
): string => {
  const language: Language = lang === 'jp' ? 'jp' : 'en';
  const label = params.label ?? defaultLabel[language];
  return texts[kind][language]
    .replace('{label}', label)
    .replace('{max}', params.max === undefined ? '' : String(params.max));
};
