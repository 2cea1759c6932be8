import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { formMessage, registrationLabel } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocale } from '@/shared/i18n/i18n';
import { accountLabel, type NewPasswordForm } from '../lib/account-forms';

/**
 * New password and its confirmation. The help text is the rule the form enforces (contracts
 * `newPasswordIssue`), so the user is told exactly what will be accepted.
 */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
}) {
  const lang = useLocale();
  return (
    <>
      <TextField
        label={accountLabel(lang, 'newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={formMessage(lang, 'passwordRule', { label: registrationLabel(lang, 'password') })}
        error={errors.newPassword}
        registration={register('newPassword')}
      />
      <TextField
        label={accountLabel(lang, 'confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        registration={register('confirmPassword')}
      />
    </>
  );
}
