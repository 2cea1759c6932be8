import { Router, type RequestHandler } from 'express';
import {
  isSuccess,
  registrationFormSchema,
  StatusCode,
  toSignUpPayload,
  type RegistrationForm,
} from '@kakehashi/contracts';
import { AppError } from '../http/app-error';
import { answer } from '../http/answer';
import { bodyOf, sessionOf } from '../http/locals';
import type { ResultMapper } from '../http/result-mapper';
import { fieldErrors, validateBody } from '../http/validate';
import { isSignedIn } from '../session/session-record';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import { accountCalls, type AccountCall } from './account-calls';

/** `/api/account/*`: the account calls the BFF owns (issue 4 point 5). */
export const createAccountRoutes = (deps: { gateway: UpstreamGateway; results: ResultMapper }) => {
  const router = Router();

  const memberOnly: RequestHandler = (_req, res, next) => {
    if (!isSignedIn(sessionOf(res).current())) throw new AppError(401, StatusCode.memberOnly);
    next();
  };

  const mount = (call: AccountCall) =>
    router.post(
      `/account${call.path}`,
      ...(call.member ? [memberOnly] : []),
      validateBody(call.body),
      async (_req, res) => {
        const session = sessionOf(res);
        const outcome = await deps.gateway.call(
          session,
          call.upstream,
          call.toUpstream(bodyOf<never>(res)),
        );
        const succeeded = outcome.kind === 'response' && isSuccess(outcome.status as string);
        if (succeeded && call.endsSession) await session.invalidate();
        if (!succeeded && call.failureStatus && outcome.kind === 'response')
          return answer(
            res,
            await deps.results.fromOutcome(session, { ...outcome, status: call.failureStatus }),
          );
        answer(res, await deps.results.fromOutcome(session, outcome));
      },
    );
  accountCalls.forEach(mount);

  // spec §3/§5: the registration form (consent required) mapped to the sign-up payload; the
  // field messages come in the session's language.
  router.post('/account/signup', async (req, res) => {
    const session = sessionOf(res);
    const parsed = registrationFormSchema(session.language).safeParse(req.body ?? {});
    if (!parsed.success)
      throw new AppError(400, StatusCode.invalidInput, { errors: fieldErrors(parsed.error) });
    const outcome = await deps.gateway.call(
      session,
      'users/signUp',
      toSignUpPayload(parsed.data as RegistrationForm),
    );
    answer(res, await deps.results.fromOutcome(session, outcome));
  });
  return router;
};
