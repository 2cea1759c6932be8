import { Router } from 'express';
import { StatusCode } from '@kakehashi/contracts';
import type { CachedCall } from '../cache/cached-call';
import type { CachePolicy } from '../cache/read-cache';
import { AppError } from '../http/app-error';
import { sessionOf } from '../http/locals';
import type { ResultMapper } from '../http/result-mapper';
import { sendResult } from '../http/result-writer';
import { fieldErrors } from '../http/validate';
import { isSignedIn } from '../session/session-record';
import type { UpstreamGateway } from '../upstream/upstream-gateway';
import { proxyAllowlist } from './allowlist';

/**
 * `POST /api/<name>` for every allowlisted upstream name (DESIGN: proxy). The upstream path comes
 * only from the table, never from the request URL, so traversal (`..`, encoded slashes) or
 * absolute-URL tricks find no entry and answer 404. Checks run before anything is forwarded:
 * member access (E028-901), then the body contract (400 with field errors).
 */
export const createProxyRoutes = (deps: {
  gateway: UpstreamGateway;
  cachedCall: CachedCall;
  results: ResultMapper;
  cachePolicy: CachePolicy;
}) => {
  const router = Router();
  router.post('/*name', async (req, res) => {
    const segments = (req.params as { name?: string[] }).name ?? [];
    const entry = proxyAllowlist.get(segments.join('/'));
    if (!entry) throw new AppError(404, StatusCode.notFound);
    const session = sessionOf(res);
    if (entry.access === 'member' && !isSignedIn(session.current()))
      throw new AppError(401, StatusCode.memberOnly);
    const parsed = entry.request.safeParse(req.body ?? {});
    if (!parsed.success)
      throw new AppError(400, StatusCode.invalidInput, { errors: fieldErrors(parsed.error) });
    const outcome =
      entry.cache === 'shared'
        ? await deps.cachedCall(session, entry.upstream, parsed.data, deps.cachePolicy)
        : await deps.gateway.call(session, entry.upstream, parsed.data);
    const { result, httpStatus } = await deps.results.fromOutcome(session, outcome);
    sendResult(res, result, httpStatus);
  });
  // Any other method on an /api path that no route answered.
  router.all('/*name', () => {
    throw new AppError(404, StatusCode.notFound);
  });
  return router;
};
