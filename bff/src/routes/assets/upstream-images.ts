import http from 'node:http';
import https from 'node:https';
import express, { type Request, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { upstreamImagePath } from './image-path';

export type UpstreamImagesOptions = {
  /** The upstream origin, e.g. `http://127.0.0.1:4010` (no base path: images sit beside the API). */
  upstreamUrl: string;
  /** Socket and upstream-response timeout for one picture. */
  timeoutMs: number;
  /** Idle keep-alive sockets are closed after this long (docs/architecture.md#talking-to-the-upstream). */
  idleSocketMs: number;
};

// Only what a cacheable picture needs travels upstream; cookies, Authorization and every
// upstream credential header (X-Access-Token, X-Client-Id, …) stay in the BFF.
const forwardedRequestHeaders = new Set([
  'host',
  'connection',
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'x-request-id',
]);

/**
 * The only upstream response headers a picture keeps (docs/security.md#images): its type, size,
 * encoding and caching. Everything else — the upstream's CSP, X-Frame-Options, CORS, HSTS,
 * cookies, Refresh, Server … — is dropped, so the BFF's own security headers stand.
 */
const keptResponseHeaders = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'age',
  'vary',
  'accept-ranges',
  'content-range',
  'date',
]);

const methodGuard: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.set('Allow', 'GET, HEAD').status(405).end();
};

const pathGuard: RequestHandler = (req, res, next) => {
  const path = upstreamImagePath(req.url);
  if (path === null) return void res.status(400).end();
  res.locals.upstreamImagePath = path;
  next();
};

/**
 * `/images/*` passed through to the commerce upstream, which serves product pictures itself, so
 * the browser stays same-origin under the CSP's `img-src 'self'`. Streams the body, keeps the
 * upstream's type and caching headers only (the BFF's security headers stand), and answers any
 * upstream failure with a bare 502.
 * Mount it with `app.use('/images', createUpstreamImages(...))`, outside /api.
 */
export const createUpstreamImages = ({
  upstreamUrl,
  timeoutMs,
  idleSocketMs,
}: UpstreamImagesOptions) => {
  const target = upstreamUrl.replace(/\/+$/, '');
  const agentOptions = { keepAlive: true, timeout: idleSocketMs };
  const agent = target.startsWith('https:')
    ? new https.Agent(agentOptions)
    : new http.Agent(agentOptions);
  const proxy = createProxyMiddleware<Request, express.Response>({
    target,
    changeOrigin: true,
    agent,
    timeout: timeoutMs,
    proxyTimeout: timeoutMs,
    xfwd: false,
    pathRewrite: (_path, req) => (req.res?.locals.upstreamImagePath as string) ?? '/images/',
    on: {
      proxyReq: (proxyReq) => {
        for (const name of proxyReq.getHeaderNames()) {
          if (!forwardedRequestHeaders.has(name)) proxyReq.removeHeader(name);
        }
      },
      proxyRes: (proxyRes) => {
        for (const name of Object.keys(proxyRes.headers))
          if (!keptResponseHeaders.has(name)) delete proxyRes.headers[name];
      },
      error: (_err, _req, res) => {
        // No details: the upstream's address and error text are none of the browser's business.
        if (!(res instanceof http.ServerResponse)) return void res.destroy();
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { 'Cache-Control': 'no-store' }).end();
      },
    },
  });
  const router = express.Router();
  router.use(methodGuard, pathGuard, proxy);
  return router;
};
