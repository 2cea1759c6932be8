import { StatusCode } from '@kakehashi/contracts';
import type { Request, Response } from 'express';
import type { OwnHandlers } from '../../platform/api/api-router';
import type { AuthAnswer, AuthService } from './auth-service';
import type { DeviceCookies } from './device-cookie';

/**
 * docs/interfaces.md#bff-endpoints: /api/auth/signin, /api/auth/login → /api/auth/verify,
 * /api/auth/signout. Their throttles are declared in routes/throttles/route-throttles.ts; here the browser
 * gets its device cookie when a sign-in completes (docs/security.md#throttles).
 */
export const authHandlers = (
  auth: AuthService,
  devices: DeviceCookies,
): Pick<OwnHandlers, 'auth/signin' | 'auth/login' | 'auth/verify' | 'auth/signout'> => {
  const caller = (req: Request, email: string) => ({
    trustedDevice: devices.trustedFor(req, email) !== undefined,
  });
  const signedIn = (req: Request, res: Response, email: string | undefined, answer: AuthAnswer) => {
    if (email && answer.result.status === StatusCode.success) devices.issue(req, res, email);
    return answer;
  };
  return {
    'auth/signin': async ({ session, body, req, res }) =>
      signedIn(req, res, body.email, await auth.signin(session, body, caller(req, body.email))),
    // Two-factor: the password is right once a code is mailed; the device is known at `verify`.
    'auth/login': ({ session, body, req }) => auth.login(session, body, caller(req, body.email)),
    'auth/verify': async ({ session, body, req, res }) => {
      const account = session.current()?.pendingEmail;
      return signedIn(req, res, account, await auth.verify(session, body));
    },
    'auth/signout': ({ session }) => auth.signout(session),
  };
};
