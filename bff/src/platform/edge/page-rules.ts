import type { Request, RequestHandler } from 'express';
import type { Language } from '@kakehashi/contracts';
import { stripLanguagePrefix } from './language-prefix';
import { pageAccess } from './page-paths';
import { loginRedirectFor, safeRedirectTarget } from '@kakehashi/contracts';
import { secureCookiesFor } from '../http/cookies';
import { isSkippedPath } from './skipped-paths';

export type PageRulesOptions = {
  /** The readable language cookie's name (config `cookies.language`). */
  languageCookie: string;
  /** Secure cookies forced (config `cookies.secure`); else decided per request (http/cookies.ts). */
  secureCookies: boolean;
  /** Whether the request's session is signed in; only asked for login-required pages. */
  signedIn: (req: Request) => Promise<boolean>;
  /** Also stores a prefix's language in an existing session (optional). */
  rememberLanguage?: (req: Request, language: Language) => Promise<void>;
  loginPath?: string;
};

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * docs/rules/site-and-pages.md#not-indexed: `X-Robots-Tag: noindex, nofollow` on every answer of
 * the pages and of `/api`.
 */
export const noIndex: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  next();
};

const queryOf = (req: Request) => {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index);
};

/**
 * The page rules (docs/interfaces.md#page-routes, docs/rules/site-and-pages.md), applied
 * server-side to full page loads (GET/HEAD):
 * - every response says `X-Robots-Tag: noindex, nofollow`
 *   (docs/rules/site-and-pages.md#not-indexed: not indexed);
 * - `/api/`, static folders and file-like paths skip the rest (no session work);
 * - a language prefix sets the language cookie (and, unless the navigation came from another
 *   site, the session's language) and 302s to the unprefixed path, query kept;
 * - a login-required page without a signed-in session 302s to `/account/login?redirect=<path>`;
 * - the login page's own `redirect` is made same-site (safeRedirectTarget) before the page runs.
 * Unknown paths fall through to the web app, which answers them with a real 404.
 */
export const pageRules = (options: PageRulesOptions): RequestHandler => {
  const loginPath = options.loginPath ?? '/account/login';
  return async (req, res, next) => {
    noIndex(req, res, () => undefined);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isSkippedPath(req.path)) return next();

    const prefixed = stripLanguagePrefix(req.path);
    if (prefixed) {
      res.cookie(options.languageCookie, prefixed.language, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookiesFor(req, options.secureCookies),
        httpOnly: false, // docs/architecture.md#sessions-and-tokens: the language cookie is readable by the app
        maxAge: oneYearMs,
      });
      // docs/security.md#language-links: a link from another site changes the page's language
      // (the cookie the page starts from), never the language stored in the buyer's session.
      if (req.get('Sec-Fetch-Site') !== 'cross-site')
        await options.rememberLanguage?.(req, prefixed.language);
      // `/jp//evil.example` must not become a protocol-relative redirect.
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, safeRedirectTarget(`${prefixed.path}${queryOf(req)}`));
    }

    // The login page follows `redirect` after sign-in: an off-site target is replaced here
    // already, so the page only ever sees a same-site path (docs/security.md#redirects).
    if (req.path === loginPath) {
      const query = new URLSearchParams(queryOf(req));
      const raw = query.get('redirect');
      if (raw !== null && safeRedirectTarget(raw) !== raw) {
        query.set('redirect', safeRedirectTarget(raw));
        res.setHeader('Cache-Control', 'no-store');
        return res.redirect(302, `${loginPath}?${query.toString()}`);
      }
    }

    if (pageAccess(req.path) === 'member' && !(await options.signedIn(req))) {
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, loginRedirectFor(`${req.path}${queryOf(req)}`, loginPath));
    }
    next();
  };
};
