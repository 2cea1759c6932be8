import {
  builtinMessageTables,
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
 * Every wording the gateway reads a code's message from, per language, in its order: the site's
 * table, then the auth fallbacks above, then the built-in table of our own codes (contracts).
 */
export const gatewayWordings = (tables?: Partial<MessageTables>): MessageTables => ({
  en: { ...builtinMessageTables.en, ...authFallbacks.en, ...tables?.en },
  ja: { ...builtinMessageTables.ja, ...authFallbacks.ja, ...tables?.ja },
});

/**
 * The site settings as the browser gets them from `site/get`: their message tables hold every code
 * the gateway words (gatewayWordings), its own codes too (E000-429, E000-521, E000-400…), so a
 * failure still on screen after a language switch is worded again from its code by the web
 * (docs/rules/errors-and-messages.md#message-formatting). Anything else passes as it came.
 */
export const withGatewayWordings = (data: unknown): unknown => {
  const tables = (data as { error_messages?: unknown } | null)?.error_messages;
  if (typeof tables !== 'object' || tables === null) return data;
  return { ...(data as object), error_messages: gatewayWordings(tables as Partial<MessageTables>) };
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
  return displayText(
    messageForCodes(codes, language, gatewayWordings(tables), params),
    codes.join(','),
  );
};
