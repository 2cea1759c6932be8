import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UpstreamStatus } from '@kakehashi/contracts/web';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useResetLinkCheck } from '../api/reset-password';
import { CompletePanel } from '../components/complete-panel';
import { ResetRequestForm } from '../components/reset-request-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { PageShell } from '@/shared/ui/page-shell';
import { useArrivedJustDone } from '../lib/just-done';

/**
 * /account/reset_password (docs/rules/accounts.md#password-reset-and-change): without a token, ask
 * for the mail; with `?token=`, check the link first, then set the new password. A used or expired
 * link says so at once, with the way to a new one, instead of after the password was typed twice.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetLinkCheck(token);
  // Only the upstream's verdict hides the form; a check that failed otherwise leaves the reset
  // call to judge the link.
  if (token && hasStatus(check.error, UpstreamStatus.tokenInvalid)) {
    return (
      <PageShell
        title={t('resetPassword.linkInvalidTitle')}
        lead={t('resetPassword.linkInvalidLead')}
        narrow
      >
        <div className="card">
          <FormAlert>{errorMessageOf(check.error, t('common.unexpectedError'))}</FormAlert>
          <Link className="button button--block" to="/account/reset_password">
            {t('resetPassword.requestNew')}
          </Link>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={t(token ? 'resetPassword.newTitle' : 'resetPassword.title')}
      lead={t(token ? 'resetPassword.newLead' : 'resetPassword.lead')}
      narrow
    >
      <div className="card">
        {!token ? (
          <ResetRequestForm />
        ) : check.isPending ? (
          <TextSkeleton lines={4} />
        ) : (
          <ResetPasswordForm token={token} />
        )}
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
