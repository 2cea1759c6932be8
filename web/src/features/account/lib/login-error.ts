import type { TFunction } from 'i18next';
import { displayText, formMessage, UpstreamStatus, type Language } from '@kakehashi/contracts/web';
import { isApiError } from '@/shared/lib/api-error';

/**
 * The text shown when a sign-in step is refused. The bad-credentials text is fixed
 * (docs/rules/accounts.md#password-sign-in); the lock states (docs/rules/accounts.md#lock-codes)
 * get their own guidance; anything else shows the BFF's message, which is already in the page
 * language.
 */
export const loginErrorText = (error: unknown, t: TFunction, lang: Language): string => {
  if (!isApiError(error)) return t('common.unexpectedError');
  const ownText = ownLoginText(error.status, t, lang);
  // Our own wording keeps the status after it, as every message does (spec §8); the screen shows
  // it small (FormAlert). The BFF's own message already carries it.
  return ownText
    ? displayText(ownText, error.status)
    : error.message || t('common.unexpectedError');
};

const ownLoginText = (status: string, t: TFunction, lang: Language): string | null => {
  switch (status) {
    case UpstreamStatus.badCredentials:
      return formMessage(lang, 'credentialsIncorrect');
    case UpstreamStatus.passwordLocked:
      return t('login.passwordLocked');
    case UpstreamStatus.twoFactorLocked:
      return t('login.codeLocked');
    case UpstreamStatus.twoFactorCodeWrong:
      return t('login.codeWrong');
    case UpstreamStatus.twoFactorExpired:
      return t('login.codeExpired');
    default:
      return null;
  }
};

/** After a lock or an expired code the two-factor login starts again from the password step. */
export const restartsTwoFactor = (error: unknown): boolean =>
  isApiError(error) &&
  (error.status === UpstreamStatus.twoFactorLocked ||
    error.status === UpstreamStatus.twoFactorExpired);
