import type { Logger } from 'pino';
import { corsPolicy } from '../platform/edge/cors-policy';
import { securityHeaders } from '../platform/edge/security-headers';
import { readCookies } from '../platform/http/cookies';
import { inOrder } from '../platform/http/in-order';
import type { Metrics } from '../platform/observability/metrics';
import { observeAnswers } from '../platform/observability/answer-observers';
import { requestContext } from '../platform/observability/request-context';
import { accessLog } from '../platform/observability/request-logger';
import type { AppDeps } from './app-deps';

/**
 * The edge, one layer (http/in-order.ts) in front of every request. Order matters: the drain sees
 * every request; the request id exists before anything logs.
 */
export const edgeLayers = (
  deps: Pick<AppDeps, 'config' | 'drain'>,
  { logger, metrics }: { logger: Logger; metrics: Metrics },
) => {
  const { config } = deps;
  return inOrder(
    ...(deps.drain ? [deps.drain.middleware] : []),
    requestContext({ deadlineMs: config.upstream.deadlineMs }),
    observeAnswers(accessLog({ logger }), metrics.recordAnswer),
    securityHeaders({
      secure: config.cookies.secure,
      imageSources: config.edge.csp.imageSources,
      frameSources: config.edge.csp.frameSources,
      formActions: config.edge.csp.formActions,
      tagManager: config.edge.tagManagerId !== undefined,
    }),
    corsPolicy({ allowedOrigins: config.edge.corsAllowedOrigins }),
    readCookies(),
  );
};
