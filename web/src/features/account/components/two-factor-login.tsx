import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { formMessage, type VerifyBody } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useRequestLoginCode, useVerifyLoginCode } from '../api/sign-in';
import { loginErrorText, restartsTwoFactor } from '../lib/login-error';
import { CredentialsForm } from './credentials-form';

/**
 * Email two-factor mode (docs/rules/accounts.md#two-factor-sign-in): email and password, then the
 * code mailed to the buyer.
 */
export function TwoFactorLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const requestCode = useRequestLoginCode();
  const verify = useVerifyLoginCode();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [restartReason, setRestartReason] = useState<string | null>(null);
  // Asked with the credentials, applied when the code completes the sign-in.
  const [remember, setRemember] = useState(false);
  const { register, handleSubmit, formState, setFocus } = useForm<VerifyBody>({
    defaultValues: { auth_code: '' },
  });
  // The credentials form has just gone away: focus the code field so keyboard and screen-reader
  // users land where the next step is (focus moved on a step change, not an autoFocus on load).
  useEffect(() => {
    if (step === 'code') setFocus('auth_code');
  }, [step, setFocus]);

  if (step === 'credentials') {
    return (
      <CredentialsForm
        submitLabel={t('login.sendCode')}
        sending={requestCode.isPending}
        error={requestCode.isError ? loginErrorText(requestCode.error, t, lang) : restartReason}
        onSubmit={(values, keep) =>
          requestCode.mutate(values, {
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

  const submitCode = (values: VerifyBody) =>
    verify.mutate(
      remember
        ? { auth_code: values.auth_code.trim(), remember }
        : { auth_code: values.auth_code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!restartsTwoFactor(error)) return;
          setRestartReason(loginErrorText(error, t, lang));
          requestCode.reset();
          setStep('credentials');
        },
      },
    );

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submitCode)}>
      <FormAlert tone="info">{t('login.codeSent')}</FormAlert>
      <FormAlert>{verify.isError ? loginErrorText(verify.error, t, lang) : null}</FormAlert>
      <TextField
        label={t('fields.authCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={formState.errors.auth_code}
        registration={register('auth_code', {
          validate: (value) =>
            value.trim() !== '' || formMessage(lang, 'required', { label: t('fields.authCode') }),
          maxLength: {
            value: 20,
            message: formMessage(lang, 'tooLong', { label: t('fields.authCode'), max: 20 }),
          },
        })}
      />
      <SubmitButton sending={verify.isPending}>{t('login.verify')}</SubmitButton>
      <p className="form__links">
        <button type="button" className="link-button" onClick={() => setStep('credentials')}>
          {t('login.startOver')}
        </button>
      </p>
    </form>
  );
}
