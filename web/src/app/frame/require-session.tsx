import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { loginLinkFor } from '@/shared/session/login-link';
import { leftOnPurpose } from '@/shared/session/login-notice';
import { PageSkeleton } from './startup-skeleton';

/**
 * docs/rules/site-and-pages.md#routes-and-login: login-required pages send a signed-out visitor to
 * login, with the way back — unless the buyer has just logged out or left, when the way back would
 * only take them to a page they chose to leave.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageSkeleton />;
  if (session.isError) throw session.error;
  if (!session.data.signedIn) {
    if (leftOnPurpose()) return <Navigate to="/account/login" replace />;
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginLinkFor(path)} replace />;
  }
  return <Outlet />;
}
