import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { useRequestLoginCode } from '../api/request-login-code';
import { loginErrorText } from '../lib/login-error';
import { CredentialsForm } from './credentials-form';
import { LoginCodeForm } from './login-code-form';

/**
 * Email two-factor mode (docs/rules/accounts.md#two-factor-sign-in): email and password, then the
 * code mailed to the buyer.
 */
export function TwoFactorLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const requestCode = useRequestLoginCode();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [restartReason, setRestartReason] = useState<string | null>(null);
  // Asked with the credentials, applied when the code completes the sign-in.
  const [remember, setRemember] = useState(false);

  if (step === 'credentials') {
    return (
      <CredentialsForm
        submitLabel={t('login.sendCode')}
        sending={requestCode.isPending}
        error={requestCode.isError ? loginErrorText(requestCode.error, t, lang) : restartReason}
        onAttempt={() => {
          requestCode.reset();
          setRestartReason(null);
        }}
        onSubmit={(values, keep, refused) =>
          requestCode.mutate(values, {
            onError: refused,
            onSuccess: () => {
              setRemember(keep);
              setRestartReason(null);
              setStep('code');
            },
          })
        }
      />
    );
  }

  return (
    <LoginCodeForm
      remember={remember}
      onSignedIn={onSignedIn}
      onRestart={(reason) => {
        setRestartReason(reason);
        requestCode.reset();
        setStep('credentials');
      }}
    >
      <p className="form__links">
        <button type="button" className="link-button" onClick={() => setStep('credentials')}>
          {t('login.startOver')}
        </button>
      </p>
    </LoginCodeForm>
  );
}
