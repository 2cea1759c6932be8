import { useTranslation } from 'react-i18next';
import {
  preRegistrationFormSchema,
  registrationLabel,
  type PreRegistrationForm,
} from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { usePreRegister } from '../api/pre-register';

/**
 * pre-registration {email, note} (docs/rules/accounts.md#pre-registration): a buyer not ready to
 * register leaves an address.
 */
export function PreSignupForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const preRegister = usePreRegister();
  const { register, handleSubmit, formState } = useLocalizedForm<PreRegistrationForm>(
    preRegistrationFormSchema,
    {
      defaultValues: { email: '', note: '' },
    },
  );

  const submit = (values: PreRegistrationForm) =>
    preRegister.mutate(
      { email: values.email, ...(values.note ? { note: values.note } : {}) },
      { onSuccess: () => onDone(values.email) },
    );

  return (
    <form className="form" noValidate onSubmit={handleSubmit(submit)}>
      <FormAlert>
        {preRegister.isError
          ? errorMessageOf(preRegister.error, t('common.unexpectedError'))
          : null}
      </FormAlert>
      <TextField
        label={registrationLabel(lang, 'email')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email}
        registration={register('email')}
      />
      <TextField
        label={registrationLabel(lang, 'note')}
        error={formState.errors.note}
        registration={register('note')}
      />
      <SubmitButton sending={preRegister.isPending}>{t('preSignup.submit')}</SubmitButton>
    </form>
  );
}
