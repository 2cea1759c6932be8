import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMessage } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocale } from '@/shared/i18n/i18n';
import type { NewPasswordForm } from '../lib/account-forms';

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
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        // Worded as the field's error is, so the rule is not shown twice when it is broken.
        hint={formMessage(lang, 'passwordRule', { label: t('fields.newPassword') })}
        error={errors.newPassword}
        registration={register('newPassword')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        registration={register('confirmPassword')}
      />
    </>
  );
}
