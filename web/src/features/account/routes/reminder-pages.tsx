import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { useSendReminder } from '../api/send-reminder';
import { CompletePanel } from '../components/complete-panel';
import { ReminderRequestForm } from '../components/reminder-form';
import { justDone, useArrivedJustDone } from '../lib/just-done';

/**
 * /reminder (docs/rules/accounts.md#forgot-your-email), for a buyer who forgot the sign-in
 * address: asks for the company and phone registered and mails a reminder of the address to the
 * account.
 */
export function ReminderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reminder = useSendReminder();

  return (
    <PageShell title={t('reminder.title')} lead={t('reminder.lead')} narrow>
      <div className="card">
        <ReminderRequestForm
          sending={reminder.isPending}
          error={reminder.isError ? reminder.error : null}
          onSubmit={(values) =>
            reminder.mutate(values, {
              onSuccess: () => navigate('/reminder/complete', { replace: true, state: justDone }),
            })
          }
        />
      </div>
    </PageShell>
  );
}

export function ReminderCompletePage() {
  const { t } = useTranslation();
  if (!useArrivedJustDone()) return <Navigate to="/reminder" replace />;
  return (
    <CompletePanel
      title={t('reminder.completeTitle')}
      lead={t('reminder.completeLead')}
      action={{ to: '/account/login', label: t('nav.login') }}
    />
  );
}
