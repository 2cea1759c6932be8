import {
  displayText,
  messageForCodes,
  type Language,
  type MessageTables,
} from '@kakehashi/contracts';

/**
 * docs/rules/accounts.md#lock-codes: password lock and two-factor lock are signalled by status
 * codes (the mock's: E001-002, E091-011). The site tables normally explain them; these fallbacks
 * keep them clear when a table lacks them, so a locked buyer is never shown 'an unexpected error
 * has occurred'.
 */
const authFallbacks: MessageTables = {
  en: {
    'E001-001': 'The email or password is incorrect.',
    'E001-002':
      'Your account is locked after too many failed sign-ins. Please reset your password or try again later.',
    'E091-010': 'The verification code is incorrect.',
    'E091-011': 'Too many incorrect verification codes. Please log in again to receive a new code.',
    'E091-012': 'The verification code has expired. Please log in again.',
  },
  ja: {
    'E001-001': 'メールアドレスまたはパスワードが正しくありません。',
    'E001-002':
      'ログインの失敗が続いたため、アカウントがロックされました。パスワードを再設定するか、しばらくしてから再度お試しください。',
    'E091-010': '認証コードが正しくありません。',
    'E091-011':
      '認証コードの誤りが続いたため、ロックされました。再度ログインして新しいコードを受け取ってください。',
    'E091-012': '認証コードの有効期限が切れました。再度ログインしてください。',
  },
};

/**
 * The displayed message of one or more codes (docs/rules/errors-and-messages.md#message-formatting,
 * via contracts/messages): site table, then the auth fallbacks above, then the built-in tables; the
 * status in brackets after it.
 */
export const formatMessage = (
  status: string | string[],
  language: Language,
  tables?: Partial<MessageTables>,
  params: (string | number)[] = [],
): string => {
  const codes = Array.isArray(status) ? status : [status];
  const merged: MessageTables = {
    en: { ...authFallbacks.en, ...tables?.en },
    ja: { ...authFallbacks.ja, ...tables?.ja },
  };
  return displayText(messageForCodes(codes, language, merged, params), codes.join(','));
};
