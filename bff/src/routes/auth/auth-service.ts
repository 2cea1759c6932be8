import {
  isSuccess,
  sessionTokensSchema,
  StatusCode,
  UpstreamStatus,
  type AuthMode,
  type SessionTokens,
  type SigninBody,
  type VerifyBody,
} from '@kakehashi/contracts';
import type { Clock } from '../../platform/clock';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import type { SiteSettingsService } from '../site/site-settings';
import type { SessionPort } from '../../platform/session/session-port';
import type { SessionRecord } from '../../platform/session/session-record';
import { statusList, type UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';

/** What the upstream sign-in takes (docs/rules/accounts.md): `remember` is the BFF's own. */
const credentials = ({ email, password }: SigninBody) => ({ email, password });

export type AuthAnswer = Answer & { retryAfterS?: number };

/**
 * Whether the browser carries this account's device cookie (device-cookie.ts). Only then may a
 * refusal say that the account is locked (E001-002): to anyone else a locked account answers as
 * a wrong password does, so the lock does not confirm that the account exists.
 */
export type Caller = { trustedDevice: boolean };

/**
 * The name and email the session keeps of the buyer, from the upstream's user (a sign-in's
 * tokens, or the account as stored after an update). A blank or absent name shows the email;
 * what the upstream left out keeps `fallback`'s.
 */
export const sessionUserOf = (
  upstreamUser: { name?: string; email?: string },
  fallback: { name: string; email: string },
) => ({
  name: upstreamUser.name || upstreamUser.email || fallback.name,
  email: upstreamUser.email || fallback.email,
});

/**
 * docs/rules/accounts.md#two-factor-sign-in: the two-factor lock ends the pending login; the buyer
 * must log in again.
 */
const endsPendingLogin = new Set(['E091-011', 'E091-012']);

/**
 * Sign-in, two-factor login and verification, sign-out (docs/rules/accounts.md,
 * docs/architecture.md#sessions-and-tokens).
 * Every privilege change rotates the session id; tokens never leave the session.
 */
export const createAuthService = (deps: {
  gateway: UpstreamGateway;
  siteSettings: SiteSettingsService;
  results: ResultMapper;
  clock: Clock;
}) => {
  const { results } = deps;

  /**
   * docs/rules/accounts.md#sign-in-modes: a mode mismatch answers E091-005 before any sign-in call
   * (settings are cached).
   */
  const modeRefusal = async (port: SessionPort, wanted: AuthMode): Promise<AuthAnswer | null> => {
    const site = await deps.siteSettings.load(port);
    if (!site.ok) return results.fromOutcome(port, site.outcome);
    return site.settings.authentication_type === wanted
      ? null
      : results.own(StatusCode.authModeMismatch, port.language);
  };

  /**
   * A refused sign-in, login or code (docs/security.md#no-account-enumeration): answered without
   * the upstream's `data` — `remaining_attempts` exists only for real accounts — and, to a
   * stranger, a locked account looks like a wrong password.
   */
  const refusal = async (
    port: SessionPort,
    outcome: UpstreamOutcome,
    caller: Caller,
  ): Promise<AuthAnswer> => {
    const locked =
      outcome.kind === 'response' &&
      statusList(outcome.status).includes(UpstreamStatus.passwordLocked);
    const shown: UpstreamOutcome =
      locked && !caller.trustedDevice
        ? { ...outcome, status: UpstreamStatus.badCredentials, data: null }
        : outcome;
    const mapped = await results.fromOutcome(port, shown);
    return { ...mapped, result: { ...mapped.result, data: null } };
  };

  /**
   * The upstream accepted credentials checked by a call that started at `startedAt`. A credential
   * change of the member since then ends the new session at once and answers E000-401 in the
   * buyer's language: the upstream may have taken the old password (docs/security.md#password-change).
   */
  const signedIn = async (
    port: SessionPort,
    tokens: SessionTokens,
    fallbackEmail: string,
    startedAt: number,
    remember = false,
  ): Promise<AuthAnswer> => {
    const user = {
      id: tokens.user.id,
      ...sessionUserOf(tokens.user, { name: fallbackEmail, email: fallbackEmail }),
    };
    const record = await port.signIn(
      (r): SessionRecord => ({
        ...r,
        authCodeToken: undefined,
        pendingEmail: undefined,
        pendingSince: undefined,
        remember,
        user,
        tokens: {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          userId: tokens.user.id,
          expiresAt: deps.clock.now() + tokens.expires_in * 1000,
          ...(tokens.refresh_expires_in
            ? { refreshExpiresAt: deps.clock.now() + tokens.refresh_expires_in * 1000 }
            : {}),
        },
      }),
      startedAt,
    );
    if (!record) return results.own(StatusCode.credentialsChanged, port.language);
    return { result: { status: StatusCode.success, data: { user: record.user } }, httpStatus: 200 };
  };

  return {
    async signin(port: SessionPort, body: SigninBody, caller: Caller): Promise<AuthAnswer> {
      const refused = await modeRefusal(port, 'password');
      if (refused) return refused;
      const startedAt = deps.clock.now();
      const outcome = await deps.gateway.call(port, 'account/signin', credentials(body));
      const tokens = sessionTokensSchema.safeParse(
        outcome.kind === 'response' ? outcome.data : undefined,
      );
      if (outcome.kind === 'response' && isSuccess(outcome.status as string) && tokens.success)
        return signedIn(port, tokens.data, body.email, startedAt, body.remember);
      return refusal(port, outcome, caller);
    },

    async login(port: SessionPort, body: SigninBody, caller: Caller): Promise<AuthAnswer> {
      const refused = await modeRefusal(port, 'email_two_factor_authentication');
      if (refused) return refused;
      const startedAt = deps.clock.now();
      const outcome = await deps.gateway.call(port, 'auth/user/login', credentials(body));
      const data =
        outcome.kind === 'response' ? (outcome.data as { auth_code_token?: unknown } | null) : null;
      if (
        outcome.kind === 'response' &&
        isSuccess(outcome.status as string) &&
        typeof data?.auth_code_token === 'string'
      ) {
        const authCodeToken = data.auth_code_token;
        // The password was checked now: verification signs in as a sign-in started now.
        await port.update((r) => ({
          ...r,
          authCodeToken,
          pendingEmail: body.email,
          pendingSince: startedAt,
        }));
        return {
          result: { status: StatusCode.success, data: { verificationRequired: true } },
          httpStatus: 200,
        };
      }
      return refusal(port, outcome, caller);
    },

    async verify(port: SessionPort, body: VerifyBody): Promise<AuthAnswer> {
      const refused = await modeRefusal(port, 'email_two_factor_authentication');
      if (refused) return refused;
      const pending = port.current();
      if (!pending?.authCodeToken) return results.own('E091-012', port.language);
      const startedAt = pending.pendingSince ?? deps.clock.now();
      const outcome = await deps.gateway.call(port, 'auth/user/verify', {
        auth_code_token: pending.authCodeToken,
        auth_code: body.auth_code,
      });
      const tokens = sessionTokensSchema.safeParse(
        outcome.kind === 'response' ? outcome.data : undefined,
      );
      if (outcome.kind === 'response' && isSuccess(outcome.status as string) && tokens.success)
        return signedIn(port, tokens.data, pending.pendingEmail ?? '', startedAt, body.remember);
      if (
        outcome.kind === 'response' &&
        statusList(outcome.status).some((s) => endsPendingLogin.has(s))
      )
        await port.update((r) => ({
          ...r,
          authCodeToken: undefined,
          pendingEmail: undefined,
          pendingSince: undefined,
        }));
      // The code was checked after the password: this caller knows it, nothing to hide.
      return refusal(port, outcome, { trustedDevice: true });
    },

    /**
     * Upstream sign-out when signed in; the session is destroyed whatever the upstream says, so
     * this browser is signed out either way. Success only when the upstream ended the tokens;
     * with no session to end, or an upstream that did not end it, E000-002 sign-out failed
     * (docs/rules/errors-and-messages.md#reset-mail-and-sign-out).
     */
    async signout(port: SessionPort): Promise<AuthAnswer> {
      const outcome = port.current()?.tokens
        ? await deps.gateway.call(port, 'account/signout', {})
        : undefined;
      const { language } = port; // read before the session, which holds it, is gone
      await port.invalidate();
      if (outcome?.kind === 'response' && isSuccess(outcome.status as string))
        return {
          result: { status: StatusCode.success, data: { signedIn: false } },
          httpStatus: 200,
        };
      return results.own(StatusCode.signoutFailed, language, { data: { signedIn: false } });
    },
  };
};
export type AuthService = ReturnType<typeof createAuthService>;
