import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ThrottleConfig } from '../../platform/config/throttle-config';
import { secureCookiesFor } from '../../platform/http/cookies';

/** A device cookie lives long: it marks a browser the buyer has signed in from. */
const lifetimeMs = 180 * 24 * 3600 * 1000;
/** A shared office computer may sign in to a few accounts; each keeps its own proof. */
const maxAccounts = 3;

/** The account a cookie names: a hash of the normalised email, never the email itself. */
export const accountId = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * OWASP "device cookies" (docs/security.md#throttles): after a successful sign-in the browser
 * gets `<account>.<nonce>.<HMAC>` signed with DEVICE_COOKIE_KEY — HttpOnly, SameSite=Lax, Secure
 * outside local http. A sign-in to that account from that browser then spends the device's own
 * budget, not the strangers' one, so strangers cannot lock the buyer out of their own device.
 */
export const createDeviceCookies = (options: ThrottleConfig['deviceCookie']) => {
  const sign = (payload: string) =>
    createHmac('sha256', options.key).update(payload).digest('base64url');
  const entries = (req: Request): string[] => {
    const raw = (req.cookies as Record<string, unknown> | undefined)?.[options.name];
    return typeof raw === 'string' ? raw.split('~').slice(0, maxAccounts) : [];
  };
  const valid = (entry: string) => {
    const [account, nonce, mac] = entry.split('.');
    if (!account || !nonce || !mac) return undefined;
    const expected = Buffer.from(sign(`${account}.${nonce}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { account, nonce }
      : undefined;
  };

  return {
    /** The device's nonce when the browser carries a genuine cookie for `email`'s account. */
    trustedFor(req: Request, email: string | undefined): string | undefined {
      if (!email) return undefined;
      const wanted = accountId(email);
      for (const entry of entries(req)) {
        const proof = valid(entry);
        if (proof?.account === wanted) return proof.nonce;
      }
      return undefined;
    },
    /** After a successful sign-in: this browser is now a known device of `email`'s account. */
    issue(req: Request, res: Response, email: string) {
      const account = accountId(email);
      if (this.trustedFor(req, email)) return;
      const nonce = randomBytes(16).toString('base64url');
      const entry = `${account}.${nonce}.${sign(`${account}.${nonce}`)}`;
      const others = entries(req).filter((e) => valid(e) && !e.startsWith(`${account}.`));
      res.cookie(options.name, [entry, ...others].slice(0, maxAccounts).join('~'), {
        httpOnly: true,
        sameSite: 'lax',
        // Secure by the request as the session cookie is (docs/security.md#cookies): https
        // behind a trusted proxy, or any host but the local demo's, even when not configured.
        secure: secureCookiesFor(req, options.secure),
        path: '/',
        maxAge: lifetimeMs,
      });
    },
  };
};
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
