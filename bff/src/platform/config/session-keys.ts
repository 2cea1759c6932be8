import { randomBytes } from 'node:crypto';

/** The configured secrets: one to seal with, older ones still accepted for opening. */
export type SessionKeys = { current: string; old: string[] };

/**
 * This process's own key, for a store no other process reads (the memory store): records die with
 * the process anyway. Shared by every app in the process, so tests with two BFFs on one store work.
 */
export const processSessionKeys: SessionKeys = {
  current: randomBytes(32).toString('base64url'),
  old: [],
};

/**
 * Where the session-record keys came from (docs/security.md#session-records): configured; this
 * process's own random key (memory store: records die with the process anyway); or, outside
 * production with a shared store, a fixed development key so several local instances read each
 * other's sessions — announced at boot, never accepted in production.
 */
export type SessionKeyConfig = SessionKeys & { origin: 'configured' | 'process' | 'development' };

const developmentKey =
  'kakehashi development session key: not a secret, set SESSION_ENCRYPTION_KEY';

export const sessionKeysFrom = (
  env: { NODE_ENV: string; SESSION_ENCRYPTION_KEY?: string; SESSION_ENCRYPTION_OLD_KEYS: string[] },
  sharedStore: boolean,
): { ok: true; keys: SessionKeyConfig } | { ok: false; message: string } => {
  const old = env.SESSION_ENCRYPTION_OLD_KEYS;
  if (env.SESSION_ENCRYPTION_KEY)
    return { ok: true, keys: { current: env.SESSION_ENCRYPTION_KEY, old, origin: 'configured' } };
  if (!sharedStore) return { ok: true, keys: { ...processSessionKeys, origin: 'process' } };
  if (env.NODE_ENV === 'production')
    return {
      ok: false,
      message:
        'SESSION_ENCRYPTION_KEY: required with Redis in production (32+ characters, the same on every instance)',
    };
  return { ok: true, keys: { current: developmentKey, old, origin: 'development' } };
};
