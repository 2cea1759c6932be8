import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { useSignIn } from '../api/sign-in';
import { loginErrorText } from '../lib/login-error';
import { CredentialsForm } from './credentials-form';

/** Password mode (docs/rules/accounts.md#password-sign-in): one step, email and password. */
export function PasswordLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const signIn = useSignIn();

  return (
    <CredentialsForm
      submitLabel={t('login.submit')}
      sending={signIn.isPending}
      error={signIn.isError ? loginErrorText(signIn.error, t, lang) : null}
      onAttempt={signIn.reset}
      onSubmit={(values, remember, refused) =>
        signIn.mutate(remember ? { ...values, remember } : values, {
          onSuccess: onSignedIn,
          onError: refused,
        })
      }
    />
  );
}
