import { createHmac } from 'node:crypto';
import type { Env } from './env-schema';

/**
 * One budget of tries (docs/security.md#throttles): `limit` per `windowS` for one key (an address,
 * an account, a session, a recipient …). With `backoff`, every try past the limit doubles the
 * wait, from `baseS`, at most `maxS`, however long is left of the window.
 */
export type Budget = {
  /** Names the counter in the store (and in docs/security.md). */
  name: string;
  limit: number;
  windowS: number;
  backoff?: { baseS: number; maxS: number };
};

/** The budgets every throttled route spends (docs/security.md#throttles), built once at boot. */
export type ThrottleConfig = ReturnType<typeof throttleConfig>;

/**
 * Sign-in: the upstream locks an account after `SIGNIN_UPSTREAM_LOCK_THRESHOLD` failures in a
 * row. Devices that never signed in to it (strangers) together get two failures fewer per
 * `SIGNIN_STRANGER_WINDOW_S`: they can never spend the lock, and the buyer keeps a typo's room
 * above them. A device carrying the account's device cookie has a budget of its own (one below
 * the lock) per `SIGNIN_LIMIT_WINDOW_S`. Two-factor codes: two logins' worth per session (the
 * upstream locks each login's code after its own failures).
 * Probes (does this email have an account? this guest order?), mails and guesses of a member's
 * secrets have one budget per kind of key.
 */
export const throttleConfig = (env: Env, secureCookies: boolean, sessionKey: string) => {
  const backoff = { baseS: env.SIGNIN_BACKOFF_BASE_S, maxS: env.SIGNIN_BACKOFF_MAX_S };
  const lock = env.SIGNIN_UPSTREAM_LOCK_THRESHOLD;
  const budget = (name: string, limit: number, windowS: number, backs = false): Budget => ({
    name,
    limit,
    windowS,
    ...(backs ? { backoff } : {}),
  });
  const probe = (name: string, limit: number) => budget(name, limit, env.THROTTLE_PROBE_WINDOW_S);
  const mail = (name: string, limit: number) => budget(name, limit, env.THROTTLE_MAIL_WINDOW_S);
  const guess = (name: string, limit: number) =>
    budget(name, limit, env.THROTTLE_GUESS_WINDOW_S, true);
  return {
    signin: {
      perAddress: budget('signin-address', env.SIGNIN_LIMIT_PER_ADDRESS, env.SIGNIN_LIMIT_WINDOW_S),
      strangers: budget('signin-strangers', lock - 2, env.SIGNIN_STRANGER_WINDOW_S, true),
      device: budget('signin-device', lock - 1, env.SIGNIN_LIMIT_WINDOW_S, true),
      codesPerSession: guess('signin-code-session', lock * 2),
    },
    probes: {
      perAddress: probe('probe-address', env.THROTTLE_PROBES_PER_ADDRESS),
      perSession: probe('probe-session', env.THROTTLE_PROBES_PER_SESSION),
      perEmail: probe('probe-email', env.THROTTLE_PROBES_PER_EMAIL),
    },
    mails: {
      perAddress: mail('mail-address', env.THROTTLE_MAILS_PER_ADDRESS),
      // A member's sessions and addresses together send as many as one address
      // (docs/security.md#probes-mails-and-guesses).
      perAccount: mail('mail-account', env.THROTTLE_MAILS_PER_ADDRESS),
      perSession: mail('mail-session', env.THROTTLE_MAILS_PER_SESSION),
      perRecipient: mail('mail-recipient', env.THROTTLE_MAILS_PER_RECIPIENT),
    },
    guesses: {
      perAccount: guess('guess-account', env.THROTTLE_GUESSES_PER_ACCOUNT),
      perSession: guess('guess-session', env.THROTTLE_GUESSES_PER_SESSION),
    },
    deviceCookie: {
      name: secureCookies ? `__Host-${env.DEVICE_COOKIE_NAME}` : env.DEVICE_COOKIE_NAME,
      // Unset: derived from the session-record key, so instances that share sessions (the same
      // SESSION_ENCRYPTION_KEY) accept each other's device cookies; a process-own session key
      // gives a process-own device key (a device counts as a stranger after a restart).
      key:
        env.DEVICE_COOKIE_KEY ??
        createHmac('sha256', sessionKey).update('kakehashi device cookie').digest('base64url'),
      secure: secureCookies,
    },
  };
};
