import type { Request } from 'express';
import { apiRoutes, type ApiRoute } from '@kakehashi/contracts';

/**
 * The `/api` routes answered without reading the session (docs/architecture.md#caching): public,
 * proxied, member-independent (`shared`) reads. Their answer depends only on the body and the
 * language, and the language cookie carries the language; the cached call sends no member tokens
 * anyway. CSRF and cross-site checks run before this and still apply.
 */
const sessionless = new Set(
  (Object.values(apiRoutes) as ApiRoute[])
    .filter(
      (route) => route.kind === 'proxied' && route.access === 'public' && route.cache === 'shared',
    )
    .map((route) => `${route.method} ${route.path}`),
);

/** Whether this request (inside the `/api` router: `req.path` without the prefix) needs no session. */
export const isSessionlessRead = (req: Request) => sessionless.has(`${req.method} ${req.path}`);
