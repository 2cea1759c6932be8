import { shopUnreachableCode, StatusCode } from '../result/status-codes';
import { pageLanguageOf, type Language } from '../bff/language';
import { fetchErrorMessages } from './fetch-error-message';

/**
 * docs/rules/errors-and-messages.md#message-formatting: code → message tables in Japanese and
 * English, from the upstream's site settings.
 */
export type MessageTables = { ja: Record<string, string>; en: Record<string, string> };

/**
 * docs/rules/errors-and-messages.md#unmapped-codes: "unmapped code shows 'an unexpected error has
 * occurred' in Japanese". Implemented literally: the text is Japanese whatever the page language,
 * so an unmapped code looks the same to every user and is easy to report.
 */
export const UNMAPPED_CODE_MESSAGE = '予期しないエラーが発生しました';

/**
 * Built-in messages for the product's own codes (result/status-codes.ts). They apply when the
 * site tables lack the code (or were never loaded), so the product's own failures always read
 * naturally; a site table entry for the same code wins. The gateway adds them to the tables it
 * serves in `site/get`, so the web words them again after a language switch
 * (docs/rules/errors-and-messages.md#message-formatting). Their values are language-free: E000-429's
 * wait is a count of minutes before the template's counter (「{}分」, "{} minutes"; placeholders.ts),
 * so it reads back from one language and fills the other.
 */
export const builtinMessageTables: MessageTables = {
  en: {
    [StatusCode.success]: 'Completed successfully.',
    [StatusCode.pending]: 'Your request could not be completed. Please try again.',
    [StatusCode.signoutFailed]: 'Sign-out failed. Please try again.',
    [StatusCode.sessionInvalid]: 'Your session has expired. Please sign in again.',
    [StatusCode.authModeMismatch]: 'This sign-in method is not available on this site.',
    [StatusCode.memberOnly]: 'Please sign in to use this feature.',
    [StatusCode.fetchError]: fetchErrorMessages.en,
    [StatusCode.noData]: 'No data was returned. Please try again later.',
    [StatusCode.invalidInput]:
      'Some of the information entered is not valid. Please check it and try again.',
    [StatusCode.notFound]: 'The requested page or data could not be found.',
    [StatusCode.forbidden]: 'This request is not permitted.',
    [StatusCode.tooManyRequests]: 'Too many attempts. Try again in {} minutes.',
    [StatusCode.storeUnavailable]:
      'The service is temporarily unavailable. Please try again later.',
    [shopUnreachableCode]:
      'Kakehashi cannot reach the shop service right now. Your cart and what you entered are kept. Please try again in a minute.',
    [StatusCode.noOrderInProgress]:
      'There is no order in progress. Please start again from your cart.',
    [StatusCode.commitInProgress]:
      'Your order is already being placed. Please wait for the result.',
    [StatusCode.useEmailChangeFlow]:
      'Your sign-in email cannot be changed here. Use "Change sign-in email" on your profile: it asks for your password and a code sent to the new address.',
    [StatusCode.credentialsChanged]:
      'Your password or sign-in email was changed while you were signing in. Please sign in again with the new one.',
    [StatusCode.unexpected]: 'An unexpected error has occurred.',
    [StatusCode.contractBreach]:
      'The service answered in a form we did not expect. Please try again later.',
  },
  ja: {
    [StatusCode.success]: '正常に完了しました。',
    [StatusCode.pending]: '処理を完了できませんでした。もう一度お試しください。',
    [StatusCode.signoutFailed]: 'ログアウトに失敗しました。もう一度お試しください。',
    [StatusCode.sessionInvalid]: 'セッションの有効期限が切れました。再度ログインしてください。',
    [StatusCode.authModeMismatch]: 'このログイン方法は本サイトではご利用いただけません。',
    [StatusCode.memberOnly]: 'この機能をご利用いただくにはログインしてください。',
    [StatusCode.fetchError]: fetchErrorMessages.ja,
    [StatusCode.noData]: 'データを取得できませんでした。しばらくしてから再度お試しください。',
    [StatusCode.invalidInput]: '入力内容に誤りがあります。ご確認のうえ、再度お試しください。',
    [StatusCode.notFound]: 'お探しのページまたはデータが見つかりませんでした。',
    [StatusCode.forbidden]: 'この操作は許可されていません。',
    [StatusCode.tooManyRequests]: '試行回数が上限に達しました。{}分後に再度お試しください。',
    [StatusCode.storeUnavailable]:
      'ただいまサービスをご利用いただけません。しばらくしてから再度お試しください。',
    [shopUnreachableCode]:
      'ただいまかけはしからショップのサービスに接続できません。カートと入力内容はそのまま残っています。1分ほどしてから再度お試しください。',
    [StatusCode.noOrderInProgress]: '手続き中のご注文がありません。カートからやり直してください。',
    [StatusCode.commitInProgress]: 'ご注文を処理中です。結果が表示されるまでお待ちください。',
    [StatusCode.useEmailChangeFlow]:
      'ログイン用メールアドレスはここでは変更できません。プロフィールの「ログイン用メールアドレスの変更」から、パスワードと新しいアドレスに届く確認コードで変更してください。',
    [StatusCode.credentialsChanged]:
      'ログインの処理中にパスワードまたはログイン用メールアドレスが変更されました。新しいパスワードまたはメールアドレスで、もう一度ログインしてください。',
    [StatusCode.unexpected]: '予期しないエラーが発生しました。',
    [StatusCode.contractBreach]:
      'サービスから想定外の形式で応答がありました。しばらくしてから再度お試しください。',
  },
};

// docs/rules/errors-and-messages.md#message-formatting: jp reads the Japanese table.
const tableKey = (language: Language): keyof MessageTables => pageLanguageOf(language);

// Own-property reads only: a code such as "constructor" must not find Object.prototype members.
const own = (table: Record<string, string> | undefined, code: string): string | undefined => {
  if (!table || !Object.prototype.hasOwnProperty.call(table, code)) return undefined;
  const message = table[code];
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/**
 * The message template of one code in the page language: the site table first, then the
 * built-in table, else undefined (the caller decides the unmapped fallback).
 */
export const lookupMessageTemplate = (
  code: string,
  language: Language,
  tables?: Partial<MessageTables>,
): string | undefined => {
  const key = tableKey(language);
  return own(tables?.[key], code) ?? own(builtinMessageTables[key], code);
};
