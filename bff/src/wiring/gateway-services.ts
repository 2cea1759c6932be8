import type express from 'express';
import type { Logger } from 'pino';
import { createAuthService } from '../routes/auth/auth-service';
import { createDeviceCookies } from '../routes/auth/device-cookie';
import { createAuthorizationPoster } from '../routes/checkout/authorization-post';
import { createMemberCarts } from '../routes/cart/member-cart';
import { createCheckoutStore } from '../routes/checkout/checkout-store';
import { createUpstreamCommit } from '../routes/checkout/upstream-commit';
import { routeThrottles } from '../routes/throttles/route-throttles';
import { createSiteSettings } from '../routes/site/site-settings';
import { createCachedCall } from '../platform/cache/cached-call';
import { createReadCache } from '../platform/cache/read-cache';
import { createAnswerMemo } from '../platform/cache/serialised-answer';
import { createThrottle } from '../platform/throttle/throttle';
import { createRouteThrottling } from '../platform/api/throttled-routes';
import { createResultMapper } from '../platform/api/result-mapper';
import type { Clock } from '../platform/clock';
import { createDatabase } from '../platform/db/database';
import { createContractHealth } from '../platform/observability/contract-health';
import type { Metrics } from '../platform/observability/metrics';
import { createResilientUpstream } from '../platform/resilience/resilient-upstream';
import { createExclusive } from '../platform/store/exclusive';
import { sessionCreationGuard } from '../platform/session/creation-guard';
import { sessionOf } from '../platform/session/locals';
import { createSessionMiddleware } from '../platform/session/session-middleware';
import { createSessionRepository } from '../platform/session/session-repository';
import { isSessionlessRead } from '../platform/session/sessionless-reads';
import { createEndpointResolver } from '../platform/upstream/endpoints';
import { credentialHeaders } from '../platform/upstream/token-headers';
import { createUpstreamGateway } from '../platform/upstream/upstream-gateway';
import { createUpstreamHttp } from '../platform/upstream/upstream-http';
import type { AppDeps } from './app-deps';

/**
 * The gateway's parts, each made once per app and handed to the layers that need them: the
 * upstream chain, the read cache, sessions, throttles, the checkout's store and the database.
 * Nothing here listens or mounts a route.
 */
export const createGatewayServices = (
  deps: AppDeps,
  { clock, logger, metrics }: { clock: Clock; logger: Logger; metrics: Metrics },
) => {
  const { config, store } = deps;
  const resolve = createEndpointResolver(config.upstream.endpoints);
  // request id header → upstream latency metric → circuit breaker → capped retries of reads
  const upstreamHttp = createUpstreamHttp(config.upstream, { onRecall: metrics.recordRecall });
  const http = createResilientUpstream(upstreamHttp, {
    resolve,
    readAttempts: config.resilience.readAttempts,
    breaker: { ...config.resilience.breaker, timeoutMs: config.upstream.timeoutMs + 1000 },
    metrics,
    requestIdHeader: config.upstream.headers.requestId,
  });
  const exclusive = createExclusive(store);
  const gateway = createUpstreamGateway({
    config,
    http,
    resolve,
    exclusive,
    clock,
    onCall: deps.onUpstreamCall,
    onAdapterError: (name, stage, error) =>
      logger.error({ err: error, endpoint: name, stage }, 'UPSTREAM_ADAPTER function threw'),
  });
  const cache = createReadCache(
    store,
    clock,
    (error) => logger.warn({ err: error }, 'background cache refresh failed'),
    { onLookup: metrics.recordCacheLookup, onRefresh: metrics.recordRefresh },
    { maxVariantsPerEndpoint: config.cache.maxVariantsPerEndpoint },
  );
  const cachePolicy = { ttlMs: config.cache.ttlMs, staleMs: config.cache.staleMs };
  const cachedCall = createCachedCall(gateway, cache);
  const siteSettings = createSiteSettings(cachedCall, cache, cachePolicy);
  const results = createResultMapper(siteSettings);
  const sessions = createSessionRepository(store, clock, config.session);
  const auth = createAuthService({
    gateway,
    siteSettings,
    results,
    clock,
  });
  const devices = createDeviceCookies(config.throttle.deviceCookie);
  // docs/security.md#throttles: every throttled route's budgets, declared in one table.
  const throttling = createRouteThrottling({
    throttle: createThrottle(store),
    rules: routeThrottles(config.throttle, devices),
    results,
  });
  const checkoutStore = createCheckoutStore(sessions);
  // docs/rules/cart-and-checkout.md#a-members-cart: after every route declaring `memberCart`, and
  // when a card payment's return places the order.
  const memberCarts = createMemberCarts(store);
  // docs/rules/errors-and-messages.md#status-catalogue: E000-502 answers are counted and named.
  const contracts = createContractHealth(metrics.recordContractBreach);
  const answers = createAnswerMemo();

  const checkoutDeps = {
    store: checkoutStore,
    authorize: createAuthorizationPoster({
      client: upstreamHttp.client,
      allowedOrigins: config.payment.authorizeOrigins,
      timeoutMs: config.upstream.timeoutMs,
      baseUrl: config.upstream.url,
    }),
    authorizationHeaders: (res: express.Response) => {
      const session = sessionOf(res);
      return credentialHeaders(config.upstream.headers, session.current(), session.language);
    },
    messageTables: async (language: Parameters<typeof siteSettings.peek>[0]) =>
      (await siteSettings.peek(language))?.error_messages,
    commit: createUpstreamCommit({ gateway, results }),
  };
  // docs/security.md#anonymous-sessions: new sessions per client address are counted.
  const admitNewSession = sessionCreationGuard(createThrottle(store), config.session.createLimit);
  const sessionMiddleware = createSessionMiddleware(config, sessions, undefined, admitNewSession);
  // Member-independent reads skip the session read (its language comes from the cookie).
  const apiSessionMiddleware = createSessionMiddleware(
    config,
    sessions,
    isSessionlessRead,
    admitNewSession,
  );
  const database = deps.database ?? createDatabase(config.database, logger);

  return {
    http,
    gateway,
    cache,
    cachePolicy,
    cachedCall,
    siteSettings,
    results,
    sessions,
    auth,
    devices,
    throttling,
    memberCarts,
    checkoutStore,
    contracts,
    answers,
    checkoutDeps,
    sessionMiddleware,
    apiSessionMiddleware,
    database,
  };
};

export type GatewayServices = ReturnType<typeof createGatewayServices>;
