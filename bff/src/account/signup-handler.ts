import {
  isSuccess,
  StatusCode,
  toSignUpPayload,
  type RegistrationForm,
} from '@kakehashi/contracts';
import type { AuthService } from '../auth/auth-service';
import type { DeviceCookies } from '../auth/device-cookie';
import type { RouteHandler } from '../http/api-router';
import type { ResultMapper } from '../http/result-mapper';
import type { UpstreamGateway } from '../upstream/upstream-gateway';

/**
 * `POST /api/account/signup` (docs/rules/accounts.md#sign-up): the
 * registration form mapped to the sign-up payload, then — registration is one of the ways into
 * the signed-in state — the buyer is signed in with what they just chose, through the
 * ordinary password sign-in (mode check, session rotation; tokens stay server-side), and this
 * browser becomes a known device of the account (docs/security.md#throttles).
 * Where the site uses email two-factor login, no code has been checked yet, so the account is
 * made and the buyer signs in as usual: `signedIn` says which happened.
 */
export const signupHandler =
  (deps: {
    gateway: UpstreamGateway;
    results: ResultMapper;
    auth: AuthService;
    devices: DeviceCookies;
  }): RouteHandler<'account/signup'> =>
  async ({ session, body, req, res }) => {
    const form = body as RegistrationForm;
    const outcome = await deps.gateway.call(session, 'users/signUp', toSignUpPayload(form));
    if (outcome.kind !== 'response' || !isSuccess(outcome.status as string))
      return deps.results.fromOutcome(session, outcome);
    const registered = outcome.data as { user?: { id?: string } } | null;
    const signin = await deps.auth.signin(
      session,
      { email: form.email, password: form.password },
      // A brand-new account cannot be locked: nothing to hide or to trust yet.
      { trustedDevice: false },
    );
    const signedIn = signin.result.status === StatusCode.success;
    if (signedIn) deps.devices.issue(req, res, form.email);
    return {
      result: {
        status: StatusCode.success,
        data: { signedIn, user: { id: registered?.user?.id ?? '', email: form.email } },
      },
      httpStatus: 200,
    };
  };
