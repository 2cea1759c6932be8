import type { OwnHandlers } from '../http/api-router';
import type { AuthService } from './auth-service';

/**
 * docs/interfaces.md#bff-endpoints: /api/auth/signin, /api/auth/login → /api/auth/verify,
 * /api/auth/signout.
 */
export const authHandlers = (
  auth: AuthService,
): Pick<OwnHandlers, 'auth/signin' | 'auth/login' | 'auth/verify' | 'auth/signout'> => {
  // req.ip honours only the trusted proxy hops (app 'trust proxy'), so X-Forwarded-For
  // entries added by the client cannot pick a fresh address.
  const address = (req: { ip?: string }) => req.ip ?? 'unknown';
  return {
    'auth/signin': ({ session, body, req }) => auth.signin(session, body, address(req)),
    'auth/login': ({ session, body, req }) => auth.login(session, body, address(req)),
    'auth/verify': ({ session, body, req }) => auth.verify(session, body, address(req)),
    'auth/signout': ({ session }) => auth.signout(session),
  };
};
