import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import {
  issueCspNonce,
  tagManagerConnectOrigins,
  tagManagerImageOrigins,
  tagManagerScriptOrigin,
} from './tag-manager';

export type SecurityHeadersOptions = {
  /** Served over https (config `cookies.secure`): adds HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** Extra origins allowed for images (e.g. a product-image CDN); none by default. */
  imageSources?: string[];
  /** Extra origins allowed as frames (e.g. `https://www.youtube-nocookie.com`); none by default. */
  frameSources?: string[];
  /** Extra form targets (e.g. a card provider's 3-D Secure page); none by default. */
  formActions?: string[];
  /**
   * A tag manager is configured (TAG_MANAGER_ID): every response gets a fresh CSP nonce, and
   * scripts with it plus the tag manager's origins are allowed (docs/security.md#tag-manager).
   */
  tagManager?: boolean;
};

/** Stands for the per-response nonce in the recorded header; replaced on every response. */
const noncePlaceholder = 'kk-nonce-placeholder';

/**
 * helmet with a strict Content-Security-Policy the built app runs under: scripts and styles
 * only from this origin (the Vite build emits external files and no inline script or
 * modulepreload polyfill, see web/vite.config.ts), no plugins, no `<base>` hijack, and
 * `frame-ancestors 'none'` (plus X-Frame-Options DENY for old browsers) against clickjacking.
 * HSTS and upgrade-insecure-requests only when served securely: on plain local http they would
 * send the browser to an https port that does not exist.
 */
export const securityHeaders = (options: SecurityHeadersOptions): RequestHandler => {
  const tags = options.tagManager === true;
  const directives: Record<string, string[] | null> = {
    'default-src': ["'self'"],
    'script-src': tags
      ? ["'self'", `'nonce-${noncePlaceholder}'`, tagManagerScriptOrigin]
      : ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': [
      "'self'",
      'data:',
      ...(options.imageSources ?? []),
      ...(tags ? tagManagerImageOrigins : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(tags ? tagManagerConnectOrigins : [])],
    'frame-src': options.frameSources?.length ? options.frameSources : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.formActions ?? [])],
    'frame-ancestors': ["'none'"],
  };
  if (options.secure) directives['upgrade-insecure-requests'] = [];
  const hsts = options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const page = fixedHeadersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      strictTransportSecurity: hsts,
      xFrameOptions: { action: 'deny' },
      // Product images may come from another origin; COEP would block them.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  const api = fixedHeadersOf(helmet(apiAnswerHeaders(hsts)));
  const fixed: RequestHandler = (req, res, next) =>
    isApiPath(req.url) ? api(req, res, next) : page(req, res, next);
  if (!tags) return fixed;
  // The recorded CSP names the placeholder; each page gets its own nonce in its place (an /api
  // answer is JSON and runs no script: it has no nonce to give).
  return (req, res, next) =>
    isApiPath(req.url)
      ? api(req, res, next)
      : page(req, res, () => {
          const nonce = issueCspNonce(res);
          const csp = res.getHeader('Content-Security-Policy');
          res.setHeader('Content-Security-Policy', String(csp).replace(noncePlaceholder, nonce));
          next();
        });
};

/**
 * An `/api` answer is JSON that no browser renders as a page (docs/security.md#api-answer-headers):
 * it gets the headers that matter for such an answer (the OWASP REST set), not the page's. A CSP
 * that loads nothing and may not be framed, `nosniff`, `X-Frame-Options: DENY`, same-origin
 * resource policy (no other site embeds it with `no-cors`), HSTS when served securely. The
 * page-only headers (opener policy, agent cluster, referrer, DNS prefetch, the old IE and Flash
 * ones) say nothing to a fetch answer and were half its header bytes.
 */
const apiAnswerHeaders = (hsts: false | { maxAge: number; includeSubDomains: boolean }) =>
  ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }) as const;

/**
 * The paths Express sends to the `/api` mount (bff/src/app.ts): `/api` itself or below it, in
 * any case (Express matches mounts without case). Anything else is a page, a picture, a probe or
 * a file and gets the page's headers.
 */
const apiPath = /^\/api(?:[/?]|$)/i;
const isApiPath = (url: string) => apiPath.test(url);

/**
 * helmet's headers do not depend on the request here (fixed directives; a nonce is put in after): recorded
 * once from one run of its middlewares and then set as a list, instead of a dozen middlewares
 * rebuilding them on every request.
 */
const fixedHeadersOf = (middleware: RequestHandler): RequestHandler => {
  const names: string[] = [];
  const values: string[] = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      names.push(name);
      values.push(String(value));
    },
    removeHeader: (name: string) => void removed.push(name),
  };
  void middleware({} as Request, recorder as unknown as Response, () => {
    finished = true;
  });
  if (!finished) throw new Error('security headers: helmet did not answer synchronously');
  // Plain index loops: a destructuring for…of allocates an iterator per answer.
  return (_req, res, next) => {
    for (let i = 0; i < names.length; i++) res.setHeader(names[i]!, values[i]!);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]!);
    next();
  };
};
