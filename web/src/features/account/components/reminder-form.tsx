import { useTranslation } from 'react-i18next';
import { registrationLabel } from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { reminderFormSchema, type ReminderForm } from '../lib/account-forms';

/**
 * docs/rules/accounts.md#forgot-your-email: the buyer gives the company and phone they
 * registered, never the address they forgot.
 */
export function ReminderRequestForm(props: {
  sending: boolean;
  error: unknown;
  onSubmit: (values: ReminderForm) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, handleSubmit, formState } = useLocalizedForm<ReminderForm>(reminderFormSchema, {
    defaultValues: { company: '', tel: '' },
  });

  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSubmit)}>
      <FormAlert>
        {props.error ? errorMessageOf(props.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <TextField
        label={registrationLabel(lang, 'companyName')}
        autoComplete="organization"
        required
        error={formState.errors.company}
        registration={register('company')}
      />
      <TextField
        label={registrationLabel(lang, 'phoneNumber')}
        type="tel"
        autoComplete="tel"
        required
        hint={t('reminder.telHint')}
        error={formState.errors.tel}
        registration={register('tel')}
      />
      <SubmitButton sending={props.sending}>{t('reminder.send')}</SubmitButton>
    </form>
  );
}
