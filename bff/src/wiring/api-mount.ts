import compression from 'compression';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { ProxiedApiName } from '@kakehashi/contracts';
import { answerHeldRead } from '../platform/cache/held-read';
import type { Clock } from '../platform/clock';
import type { Config } from '../platform/config/config';
import { refuseCrossSiteMutations } from '../platform/edge/cross-site-guard';
import { noIndex } from '../platform/edge/page-rules';
import { requireCsrfHeader } from '../platform/http/csrf';
import { inOrder } from '../platform/http/in-order';
import { jsonBody, parseJsonBody } from '../platform/http/json-body';
import type { KvStore } from '../platform/store/kv-store';
import { buildOpenApi } from '../routes/openapi/build-openapi';
import { openApiRoute } from '../routes/openapi/openapi-route';
import { bffRouteTable } from '../routes/openapi/route-table';
import { proxyAllowlist } from '../routes/proxy/allowlist';
import { apiRoutes } from './api-routes';
import type { GatewayServices } from './gateway-services';

/**
 * The one way through `/api` (docs/architecture.md#one-path-through-the-gateway), mounted at
 * `/api` first: its paths are no page's, image's or probe's, so nothing before it applies. Every
 * request passes the cross-site refusal, X-CSRF and the JSON body reader, once; a fresh cached
 * read is then answered from its stored bytes (their gzip form made once), so it needs neither the
 * compression wrapper nor the router. The rest is gzipped like the assets (JSON answers are large
 * and repetitive: 20 cards ≈ 54 KB) and goes on to the session and the router.
 */
export const apiMount = (
  services: GatewayServices,
  deps: { config: Config; store: KvStore; clock: Clock; logger: Logger },
) => {
  const { config } = deps;
  // A fresh cached read is answered from its stored bytes right after the checks (below).
  const heldRead = answerHeldRead({
    proxied: { get: (name) => proxyAllowlist.get(name as ProxiedApiName) },
    readCache: services.cache,
    answers: services.answers,
    languageCookie: config.cookies.language,
    defaultLanguage: config.defaultLanguage,
  });
  const api = Router();
  // No session work for the description; built on its first request (openapi-route.ts).
  api.get(
    '/openapi.json',
    openApiRoute(() => buildOpenApi(bffRouteTable(), { sessionCookie: config.cookies.session })),
  );
  api.use(services.apiSessionMiddleware);
  api.use(apiRoutes(services, deps));
  return inOrder(
    noIndex,
    refuseCrossSiteMutations,
    requireCsrfHeader,
    jsonBody({ limit: config.bodyLimit, maxDepth: config.bodyMaxDepth }),
    heldRead,
    parseJsonBody,
    compression(),
    api,
  );
};
