import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registrationLabel } from '@kakehashi/contracts';
import { PageShell } from '@/shared/ui/page-shell';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useLocale } from '@/shared/i18n/i18n';
import { useSendReminder } from '../api/password';
import { emailFormSchema, type EmailForm } from '../lib/account-forms';
import { CompletePanel } from '../components/complete-panel';

/** spec §2 /reminder: mails the account reminder to the address given. */
export function ReminderPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const reminder = useSendReminder();
  const resolver = useMemo(() => zodResolver(emailFormSchema(lang)), [lang]);
  const { register, handleSubmit, formState } = useForm<EmailForm>({
    resolver,
    defaultValues: { email: '' },
  });

  const submit = (values: EmailForm) =>
    reminder.mutate(values, { onSuccess: () => navigate('/reminder/complete') });

  return (
    <PageShell title={t('reminder.title')} lead={t('reminder.lead')} narrow>
      <div className="card">
        <form className="form" noValidate onSubmit={handleSubmit(submit)}>
          <FormAlert>
            {reminder.isError ? errorMessageOf(reminder.error, t('common.unexpectedError')) : null}
          </FormAlert>
          <TextField
            label={registrationLabel(lang, 'email')}
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email}
            registration={register('email')}
          />
          <SubmitButton sending={reminder.isPending}>{t('reminder.send')}</SubmitButton>
        </form>
      </div>
    </PageShell>
  );
}

export function ReminderCompletePage() {
  const { t } = useTranslation();
  return (
    <CompletePanel
      title={t('reminder.completeTitle')}
      lead={t('reminder.completeLead')}
      action={{ to: '/account/login', label: t('nav.login') }}
    />
  );
}
