import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { formMessage, type VerifyBody } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { loginErrorText, restartsTwoFactor } from '../lib/login-error';

/**
 * The mailed-code step of an email two-factor sign-in (docs/rules/accounts.md#two-factor-sign-in),
 * after the login page's credentials or after a sign-up on a two-factor site. A wrong code can be
 * retried here; a locked, expired or used one ends the pending login (`onRestart` with the reason).
 */
export function LoginCodeForm({
  remember = false,
  onSignedIn,
  onRestart,
  children,
}: {
  remember?: boolean;
  onSignedIn: () => void;
  onRestart: (reason: string) => void;
  /** Links under the button (start over, …). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const verify = useVerifyLoginCode();
  const { register, handleSubmit, formState, setFocus } = useForm<VerifyBody>({
    defaultValues: { auth_code: '' },
  });
  // The step has just appeared: focus the code field so keyboard and screen-reader users land
  // where the next step is (focus moved on a step change, not an autoFocus on load).
  useEffect(() => setFocus('auth_code'), [setFocus]);

  const submitCode = (values: VerifyBody) =>
    verify.mutate(
      remember
        ? { auth_code: values.auth_code.trim(), remember }
        : { auth_code: values.auth_code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (restartsTwoFactor(error)) onRestart(loginErrorText(error, t, lang));
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
      {children}
    </form>
  );
}
