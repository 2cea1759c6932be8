import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registrationLabel, signInFormSchema, type SignInForm } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useLocale } from '@/shared/i18n/i18n';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';

/**
 * Email and password, as both sign-in modes ask for them first. The contracts' sign-in schema gives
 * the fixed texts of docs/rules/accounts.md#password-sign-in ('Error：Email is required.',
 * 'Error：Password is required.').
 */
export function CredentialsForm({
  onSubmit,
  onAttempt,
  sending,
  error,
  submitLabel,
}: {
  /**
   * `remember`: the buyer ticked "Keep me signed in" (a lasting cookie; docs/security.md).
   * `refused`: call it when the sign-in is refused; the password is emptied and focused, the email
   * kept (docs/rules/accounts.md#password-sign-in).
   */
  onSubmit: (values: SignInForm, remember: boolean, refused: () => void) => void;
  /**
   * Every press of the button, checked or not, while nothing is on its way: the last answer's banner
   * goes, so it never stands beside a field message it does not explain (UI.md "Forms").
   */
  onAttempt: () => void;
  sending: boolean;
  error: string | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, handleSubmit, formState, resetField, setFocus } = useLocalizedForm<SignInForm>(
    signInFormSchema,
    {
      defaultValues: { email: '', password: '' },
    },
  );
  // Off by default: on a shared computer the session must end with the browser.
  const [remember, setRemember] = useState(false);
  const rememberId = useId();
  // A refused password is not left in the field to be sent again: the buyer types it afresh.
  const refused = () => {
    resetField('password');
    setFocus('password');
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        // A press while the last one is on its way leaves that one's state alone.
        if (!sending) onAttempt();
        return handleSubmit((values) => onSubmit(values, remember, refused))(event);
      }}
    >
      <FormAlert>{error}</FormAlert>
      <TextField
        label={registrationLabel(lang, 'email')}
        type="email"
        autoComplete="username"
        required
        error={formState.errors.email}
        registration={register('email')}
      />
      <TextField
        label={registrationLabel(lang, 'password')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password}
        registration={register('password')}
      />
      <div className="checkbox-field">
        <input
          id={rememberId}
          type="checkbox"
          className="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={rememberId}>{t('login.remember')}</label>
      </div>
      <SubmitButton sending={sending}>{submitLabel}</SubmitButton>
      <p className="form__links">
        <Link to="/account/reset_password">{t('login.forgotPassword')}</Link>
        <Link to="/reminder">{t('login.reminder')}</Link>
      </p>
    </form>
  );
}
