import { Router } from 'express';
import {
  loginBodySchema,
  signinBodySchema,
  verifyBodySchema,
  type SigninBody,
  type VerifyBody,
} from '@kakehashi/contracts';
import { answer } from '../http/answer';
import { bodyOf, sessionOf } from '../http/locals';
import { validateBody } from '../http/validate';
import type { AuthService } from './auth-service';

/** DESIGN pinned: /api/auth/signin, /api/auth/login → /api/auth/verify, /api/auth/signout. */
export const createAuthRoutes = (auth: AuthService) => {
  const router = Router();
  // req.ip honours only the trusted proxy hops (app 'trust proxy'), so X-Forwarded-For
  // entries added by the client cannot pick a fresh address.
  const address = (req: { ip?: string }) => req.ip ?? 'unknown';
  router.post('/auth/signin', validateBody(signinBodySchema), async (req, res) =>
    answer(res, await auth.signin(sessionOf(res), bodyOf<SigninBody>(res), address(req))),
  );
  router.post('/auth/login', validateBody(loginBodySchema), async (req, res) =>
    answer(res, await auth.login(sessionOf(res), bodyOf<SigninBody>(res), address(req))),
  );
  router.post('/auth/verify', validateBody(verifyBodySchema), async (req, res) =>
    answer(res, await auth.verify(sessionOf(res), bodyOf<VerifyBody>(res), address(req))),
  );
  router.post('/auth/signout', async (_req, res) =>
    answer(res, await auth.signout(sessionOf(res))),
  );
  return router;
};
