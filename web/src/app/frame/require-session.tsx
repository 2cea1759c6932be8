import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { loginRedirectFor } from '@kakehashi/contracts/web';
import { PageSkeleton } from './startup-skeleton';

/**
 * docs/rules/site-and-pages.md#routes-and-login: login-required pages send a signed-out visitor to
 * login, with the way back.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageSkeleton />;
  if (session.isError) throw session.error;
  if (!session.data.signedIn) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginRedirectFor(path)} replace />;
  }
  return <Outlet />;
}
