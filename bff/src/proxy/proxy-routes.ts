import { Router } from 'express';
import { StatusCode } from '@kakehashi/contracts';
import type { CachedCall } from '../cache/cached-call';
import type { CommitCapture } from '../checkout/commit-capture';
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
  /** spec §4 checkout hooks: the temporary order id, commit result and 3-D Secure context. */
  checkout?: CommitCapture;
}) => {
  const router = Router();
  router.post('/*name', async (req, res) => {
    const segments = (req.params as { name?: string[] }).name ?? [];
    const entry = proxyAllowlist.get(segments.join('/'));
    if (!entry) throw new AppError(404, StatusCode.notFound);
    // Bounded route label for /metrics: the allowlisted name, never the raw URL.
    res.locals.metricsRoute = `/api/${segments.join('/')}`;
    const session = sessionOf(res);
    if (entry.access === 'member' && !isSignedIn(session.current()))
      throw new AppError(401, StatusCode.memberOnly);
    const parsed = entry.request.safeParse(req.body ?? {});
    if (!parsed.success)
      throw new AppError(400, StatusCode.invalidInput, { errors: fieldErrors(parsed.error) });
    // The session's temporary order id replaces anything the browser sent (server-side only).
    const body = deps.checkout
      ? await deps.checkout.prepareBody(session.id, entry.upstream, parsed.data)
      : parsed.data;
    const outcome =
      entry.cache === 'shared'
        ? await deps.cachedCall(session, entry.upstream, body, deps.cachePolicy)
        : await deps.gateway.call(session, entry.upstream, body);
    const context = await deps.checkout?.record(session.id, entry.upstream, outcome);
    const { result, httpStatus } = await deps.results.fromOutcome(session, outcome);
    // The client puts the 3-D Secure context into the provider's return address; the provider
    // echoes it and payment-return compares it with the stored one.
    if (context && result.data && typeof result.data === 'object')
      result.data = { ...(result.data as object), threeDSecureContext: context };
    sendResult(res, result, httpStatus);
  });
  // Any other method on an /api path that no route answered.
  router.all('/*name', () => {
    throw new AppError(404, StatusCode.notFound);
  });
  return router;
};
