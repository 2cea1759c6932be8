import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CompletePanel } from '../components/complete-panel';
import { ResetRequestForm } from '../components/reset-request-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageShell } from '@/shared/ui/page-shell';
import { useArrivedJustDone } from '../lib/just-done';

/**
 * /account/reset_password (docs/rules/accounts.md#password-reset-and-change): without a token, ask
 * for the mail; with `?token=`, set the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageShell
      title={t(token ? 'resetPassword.newTitle' : 'resetPassword.title')}
      lead={t(token ? 'resetPassword.newLead' : 'resetPassword.lead')}
      narrow
    >
      <div className="card">
        {token ? <ResetPasswordForm token={token} /> : <ResetRequestForm />}
      </div>
    </PageShell>
  );
}

/** Only right after a reset (docs/rules/accounts.md#completion-pages). */
export function ResetPasswordCompletePage() {
  const { t } = useTranslation();
  if (!useArrivedJustDone()) return <Navigate to="/account/reset_password" replace />;
  return (
    <CompletePanel
      title={t('resetPassword.completeTitle')}
      lead={t('resetPassword.completeLead')}
      action={{ to: '/account/login', label: t('nav.login') }}
    />
  );
}

/**
 * /account/change_password (docs/rules/accounts.md#password-reset-and-change): current and new
 * password.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('changePassword.title')} lead={t('changePassword.lead')} narrow>
      <div className="card">
        <ChangePasswordForm />
      </div>
    </PageShell>
  );
}

/** Only right after a change (docs/rules/accounts.md#completion-pages). */
export function ChangePasswordCompletePage() {
  const { t } = useTranslation();
  if (!useArrivedJustDone()) return <Navigate to="/account/change_password" replace />;
  return (
    <CompletePanel
      title={t('changePassword.completeTitle')}
      lead={t('changePassword.completeLead')}
      action={{ to: '/', label: t('nav.backToTop') }}
    />
  );
}
