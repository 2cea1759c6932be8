import cookieParser from 'cookie-parser';
import type { Request, RequestHandler } from 'express';
import { languageSchema, type Language } from '@kakehashi/contracts';

/**
 * The language the language cookie names, else `fallback`:
 * docs/rules/site-and-pages.md#routes-and-login — the readable cookie carries the visitor's choice
 * before (and besides) any session.
 */
export const cookieLanguage = (req: Request, cookieName: string, fallback: Language): Language => {
  const value: unknown = req.cookies?.[cookieName];
  // No cookie is the common case of a first visit and of API clients: answered without building
  // the refusal (an issue list and its error) that the schema gives for a missing value.
  if (value === undefined) return fallback;
  const cookie = languageSchema.safeParse(value);
  return cookie.success ? cookie.data : fallback;
};

/** The session id the session cookie (its name on this request) names; an empty or non-string value (`j:` JSON) is none. */
export const cookieSessionId = (req: Request, cookieName: string): string | undefined => {
  const id = req.cookies?.[sessionCookieName(req, cookieName)] as unknown;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};

/**
 * docs/security.md#cookies: only plain http to a loopback host (the local demo) goes without
 * Secure. Decided per request: `req.secure` follows X-Forwarded-Proto from the trusted proxy hops
 * only (TRUST_PROXY_HOPS), and any other host name means a deployment, whatever NODE_ENV says.
 */
export const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)
  );
};

/** Whether this request's cookies must be Secure (`forced`: config `cookies.secure`). */
export const secureCookiesFor = (req: Request, forced: boolean): boolean =>
  forced || req.secure || !isLoopbackHost(req.hostname ?? '');

const hostPrefix = '__Host-';

/**
 * The session cookie's name on this request: `__Host-` (Secure, this host only, Path=/) whenever
 * its cookies are Secure; the plain name only on the local demo. A request reads only the name it
 * would write, so a plain-named cookie tossed in from elsewhere is never read over https.
 */
export const sessionCookieName = (req: Request, configured: string): string =>
  configured.startsWith(hostPrefix) || !secureCookiesFor(req, false)
    ? configured
    : `${hostPrefix}${configured}`;

/**
 * `req.cookies` as cookie-parser reads them (no secret, so no signed cookies; `j:` values as
 * JSON), run on a small holder object and copied over: cookie-parser also sets `req.secret` and
 * `req.signedCookies`, nothing here reads them, and every new property of the request (an object
 * Express re-prototypes per request) was a slow store — the three took about 4 % of a cached
 * read's CPU (docs/architecture.md#one-path-through-the-gateway).
 */
export const readCookies = (): RequestHandler => {
  const parse = cookieParser();
  const noop = () => undefined;
  return (req, res, next) => {
    const holder = { headers: req.headers } as Request;
    parse(holder, res, noop);
    req.cookies = holder.cookies as Record<string, unknown>;
    next();
  };
};
