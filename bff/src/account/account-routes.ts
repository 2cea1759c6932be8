import { isSuccess, StatusCode } from '@kakehashi/contracts';
import type { AuthService } from '../auth/auth-service';
import type { OwnHandlers, RouteHandler } from '../http/api-router';
import type { ResultMapper } from '../http/result-mapper';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import { accountCalls, type AccountCall, type AccountRouteName } from './account-calls';
import { signupHandler } from './signup-handler';

/** The handlers of the `account/*` routes: one upstream call each, mapped as its entry says. */
export const accountHandlers = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
  auth: AuthService;
}): Pick<OwnHandlers, AccountRouteName | 'account/signup'> => {
  const handlerOf =
    <N extends AccountRouteName>(call: AccountCall<N>): RouteHandler<N> =>
    async ({ session, body }) => {
      const outcome = await deps.gateway.call(
        session,
        call.upstream,
        call.toUpstream ? call.toUpstream(body) : body,
      );
      const succeeded = outcome.kind === 'response' && isSuccess(outcome.status as string);
      if (succeeded && call.endsSession) await session.invalidate();
      if (call.sameAnswerForUnknownAccounts && outcome.kind === 'response')
        return { result: { status: StatusCode.success, data: null }, httpStatus: 200 };
      return deps.results.fromOutcome(session, outcome);
    };
  const entries = Object.entries(accountCalls) as [AccountRouteName, AccountCall<never>][];
  const oneCallEach = Object.fromEntries(
    entries.map(([name, call]) => [name, handlerOf(call)]),
  ) as Pick<OwnHandlers, AccountRouteName>;
  return { ...oneCallEach, 'account/signup': signupHandler(deps) };
};
