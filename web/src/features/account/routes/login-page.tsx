import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { clearLoginNotice, peekLoginNotice } from '@/shared/session/login-notice';
import { safeRedirectTarget } from '@kakehashi/contracts/web';
import { PageShell } from '@/shared/ui/page-shell';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { PasswordLogin } from '../components/password-login';
import { TwoFactorLogin } from '../components/two-factor-login';

/**
 * What the buyer came for, when a member's page sent them here (its `redirect`): a colleague's
 * link to a product opens on this page, which says why (docs/rules/accounts.md#sign-in-modes).
 * None for the top page or no redirect: a plain login.
 */
const wantedPage = (target: string): 'product' | 'supplier' | 'search' | 'page' | null => {
  const path = target.split(/[?#]/)[0] ?? '/';
  if (path === '/') return null;
  if (path === '/show') return 'product';
  if (path === '/seller') return 'supplier';
  if (path.startsWith('/search')) return 'search';
  return 'page';
};

/**
 * /account/login (docs/rules/accounts.md#sign-in-modes): the form follows the site's authentication
 * mode; afterwards, back to `redirect`.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  // The notice is shown once: read when the page opens, then cleared.
  const [notice] = useState(peekLoginNotice);
  useEffect(() => clearLoginNotice(), []);
  const goBack = () => navigate(target, { replace: true });
  const wanted = params.has('redirect') ? wantedPage(target) : null;

  if (session.data?.signedIn) return <Navigate to={target} replace />;

  return (
    <PageShell title={t('login.title')} lead={t('login.lead')} narrow>
      {notice && <FormAlert tone="info">{t(`login.notice.${notice}`)}</FormAlert>}
      {!notice && wanted && <FormAlert tone="info">{t(`login.forPage.${wanted}`)}</FormAlert>}
      <div className="card">
        {session.isPending && <TextSkeleton lines={4} />}
        {session.data?.authMode === 'password' && <PasswordLogin onSignedIn={goBack} />}
        {session.data?.authMode === 'email_two_factor_authentication' && (
          <TwoFactorLogin onSignedIn={goBack} />
        )}
        {session.isError && (
          <FormAlert>{session.error.message || t('common.unexpectedError')}</FormAlert>
        )}
      </div>
      <div className="card card--muted">
        <h2 className="card__title">{t('login.newHere')}</h2>
        <p>{t('login.newHereLead')}</p>
        <Link className="button button--block" to="/account/buyer_policy">
          {t('login.toSignup')}
        </Link>
      </div>
    </PageShell>
  );
}
