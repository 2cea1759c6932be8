import type { z } from 'zod';
import { formMessage, formMessageKinds, type FormMessageKind } from '../validation/messages';
import type { Language } from '../bff/language';

type Issue = z.core.$ZodRawIssue;
type Texts = { jp: string; en: string };

// docs/rules/errors-and-messages.md#field-errors: a field error the BFF writes from a request
// contract reads in the buyer's language, for every kind of zod issue, and never shows a pattern
// or a type name. A message the schema itself sets (a form's own wording) wins over these.

const required: Texts = { jp: 'この項目を入力してください。', en: 'This field is required.' };
const invalid: Texts = { jp: '入力内容が正しくありません。', en: 'This value is not valid.' };

const formats: Record<string, Texts> = {
  email: {
    jp: 'メールアドレスを正しく入力してください。',
    en: 'Please enter a valid email address.',
  },
  url: { jp: 'URLを正しく入力してください。', en: 'Please enter a valid web address.' },
  date: { jp: '日付を正しく入力してください。', en: 'Please enter a valid date.' },
  datetime: { jp: '日時を正しく入力してください。', en: 'Please enter a valid date and time.' },
  time: { jp: '時刻を正しく入力してください。', en: 'Please enter a valid time.' },
};
const otherFormat: Texts = {
  jp: '入力形式が正しくありません。',
  en: 'This value is not in the right format.',
};

const fill = (text: string, n: number | bigint | undefined) => text.replace('{n}', String(n ?? ''));

/** The bound of a too_small / too_big issue, by what was measured. */
const sized = (origin: string | undefined, small: boolean): Texts => {
  if (origin === 'string')
    return small
      ? { jp: '{n}文字以上で入力してください。', en: 'Please enter at least {n} characters.' }
      : { jp: '{n}文字以内で入力してください。', en: 'Please enter {n} characters or fewer.' };
  if (origin === 'array' || origin === 'set')
    return small
      ? { jp: '{n}件以上選択してください。', en: 'Please choose at least {n}.' }
      : { jp: '{n}件まで選択できます。', en: 'Please choose at most {n}.' };
  return small
    ? { jp: '{n}以上の値を入力してください。', en: 'Please enter {n} or more.' }
    : { jp: '{n}以下の値を入力してください。', en: 'Please enter {n} or less.' };
};

/** The message of one zod issue in the buyer's language. */
export const issueMessage = (issue: Issue, lang: Language): string => {
  switch (issue.code) {
    case 'invalid_type':
      return (issue.input === undefined ? required : invalid)[lang];
    case 'too_small':
      return fill(sized(issue.origin, true)[lang], issue.minimum);
    case 'too_big':
      return fill(sized(issue.origin, false)[lang], issue.maximum);
    case 'invalid_format':
      return (formats[issue.format] ?? otherFormat)[lang];
    case 'invalid_value':
      return { jp: '選択肢から選んでください。', en: 'Please choose one of the options.' }[lang];
    case 'unrecognized_keys':
      return {
        jp: '受け付けられない項目が含まれています。',
        en: 'The request has fields that are not accepted.',
      }[lang];
    case 'not_multiple_of':
      return fill(
        { jp: '{n}単位で入力してください。', en: 'Please enter a multiple of {n}.' }[lang],
        Number(issue.divisor),
      );
    case 'custom': {
      // A refinement names its form message by `params.kind` (validation/text.ts and others).
      const kind = (issue.params as { kind?: unknown } | undefined)?.kind;
      return formMessageKinds.includes(kind as FormMessageKind)
        ? formMessage(lang, kind as FormMessageKind)
        : invalid[lang];
    }
    default:
      return invalid[lang];
  }
};

/** A zod error map (`schema.safeParse(body, { error })`) writing every issue in `lang`. */
export const issueMessagesIn =
  (lang: Language) =>
  (issue: Issue): string =>
    issueMessage(issue, lang);
