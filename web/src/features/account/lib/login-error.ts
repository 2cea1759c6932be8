import type { TFunction } from 'i18next';
import { formMessage, UpstreamStatus, type FormLanguage } from '@kakehashi/contracts/web';
import { isApiError } from '@/shared/lib/api-error';

/**
 * The text shown when a sign-in step is refused. The bad-credentials text is fixed
 * (docs/rules/accounts.md#password-sign-in); the lock states (docs/rules/accounts.md#lock-codes)
 * get their own guidance; anything else shows the BFF's message, which is already in the page
 * language.
 */
export const loginErrorText = (error: unknown, t: TFunction, lang: FormLanguage): string => {
  if (!isApiError(error)) return t('common.unexpectedError');
  switch (error.status) {
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
      return error.message || t('common.unexpectedError');
  }
};

/** After a lock or an expired code the two-factor login starts again from the password step. */
export const restartsTwoFactor = (error: unknown): boolean =>
  isApiError(error) &&
  (error.status === UpstreamStatus.twoFactorLocked ||
    error.status === UpstreamStatus.twoFactorExpired);
