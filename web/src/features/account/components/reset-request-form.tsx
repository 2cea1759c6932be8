import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { registrationLabel } from '@kakehashi/contracts';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useRequestResetMail } from '../api/password';
import { emailFormSchema, type EmailForm } from '../lib/account-forms';

/** Asks for the reset mail; the link in it brings the buyer back with `?token=` (spec §4). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const lang = useLocale();
  const request = useRequestResetMail();
  const resolver = useMemo(() => zodResolver(emailFormSchema(lang)), [lang]);
  const { register, handleSubmit, formState, getValues } = useForm<EmailForm>({
    resolver,
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        {t('resetPassword.mailSent', { email: getValues('email') })}
      </FormAlert>
    );
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => request.mutate(values))}>
      <FormAlert>
        {request.isError ? errorMessageOf(request.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <TextField
        label={registrationLabel(lang, 'email')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email}
        registration={register('email')}
      />
      <SubmitButton sending={request.isPending}>{t('resetPassword.send')}</SubmitButton>
    </form>
  );
}
