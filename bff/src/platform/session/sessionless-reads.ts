import type { Request } from 'express';
import { apiRouteAt } from '../http/api-route-at';

/**
 * The `/api` routes answered without reading the session
 * (docs/architecture.md#sessions-and-tokens): public, proxied, member-independent (`shared`)
 * reads. Their answer depends only on the body and the language, and the language cookie carries
 * the language; the cached call sends no member tokens anyway. CSRF and cross-site checks run
 * before this and still apply.
 */
export const isSessionlessRead = (req: Request) => {
  // Inside the `/api` router: `req.path` is without the prefix.
  const route = apiRouteAt(req.method, req.path)?.route;
  return route?.kind === 'proxied' && route.access === 'public' && route.cache === 'shared';
};
