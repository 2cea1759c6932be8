import { useTranslation } from 'react-i18next';
import { registrationLabel } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { emailFormSchema, type EmailForm } from '../lib/account-forms';

/** The one-field "send me a mail" form behind the password reset request and /reminder. */
export function EmailRequestForm(props: {
  submitLabel: string;
  sending: boolean;
  error: unknown;
  onSubmit: (values: EmailForm) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, handleSubmit, formState } = useLocalizedForm<EmailForm>(emailFormSchema, {
    defaultValues: { email: '' },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <FormAlert>
        {props.error ? errorMessageOf(props.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <TextField
        label={registrationLabel(lang, 'email')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email}
        registration={register('email')}
      />
      <SubmitButton sending={props.sending}>{props.submitLabel}</SubmitButton>
    </form>
  );
}
