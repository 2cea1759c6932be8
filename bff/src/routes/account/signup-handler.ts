import {
  isSuccess,
  StatusCode,
  toSignUpPayload,
  type RegistrationForm,
} from '@kakehashi/contracts';
import type { AuthService } from '../auth/auth-service';
import type { DeviceCookies } from '../auth/device-cookie';
import type { RouteHandler } from '../../platform/api/api-router';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';

/**
 * `POST /api/account/signup` (docs/rules/accounts.md#sign-up): the
 * registration form mapped to the sign-up payload, then — registration is one of the ways into
 * the signed-in state — the buyer is signed in with what they just chose, through the
 * ordinary password sign-in (mode check, session rotation; tokens stay server-side), and this
 * browser becomes a known device of the account (docs/security.md#throttles).
 * On an email two-factor site the password sign-in is refused by mode (E091-005, no upstream
 * call), so the same two-factor login the login page uses mails the buyer a code and keeps the
 * `auth_code_token` in the session: the complete page asks for the code and `auth/verify` signs
 * the buyer in — the one sign-in this site allows (docs/rules/accounts.md#sign-up-on-a-two-factor-site).
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
    const credentials = { email: form.email, password: form.password };
    // A brand-new account cannot be locked: nothing to hide or to trust yet.
    const caller = { trustedDevice: false };
    const signin = await deps.auth.signin(session, credentials, caller);
    const signedIn = signin.result.status === StatusCode.success;
    const codeMailed =
      signin.result.status === StatusCode.authModeMismatch &&
      (await deps.auth.login(session, credentials, caller)).result.status === StatusCode.success;
    // The device cookie of a two-factor sign-up is issued at `auth/verify`, like any sign-in's.
    if (signedIn) deps.devices.issue(req, res, form.email);
    const user = { id: registered?.user?.id ?? '', email: form.email };
    return {
      result: {
        status: StatusCode.success,
        data: codeMailed
          ? { signedIn: false, verificationRequired: true as const, user }
          : { signedIn, user },
      },
      httpStatus: 200,
    };
  };
