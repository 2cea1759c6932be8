import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { useSendReminder } from '../api/password';
import { CompletePanel } from '../components/complete-panel';
import { EmailRequestForm } from '../components/email-request-form';

/** /reminder (docs/rules/accounts.md#reminder): mails the account reminder to the address given. */
export function ReminderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reminder = useSendReminder();

  return (
    <PageShell title={t('reminder.title')} lead={t('reminder.lead')} narrow>
      <div className="card">
        <EmailRequestForm
          submitLabel={t('reminder.send')}
          sending={reminder.isPending}
          error={reminder.isError ? reminder.error : null}
          onSubmit={(values) =>
            reminder.mutate(values, { onSuccess: () => navigate('/reminder/complete') })
          }
        />
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
