import path from 'node:path';
import express, { Router } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { UpstreamName } from '@kakehashi/contracts';
import { accountHandlers } from './routes/account/account-routes';
import { createUpstreamImages } from './routes/assets/upstream-images';
import { authHandlers } from './routes/auth/auth-routes';
import { createAuthService } from './routes/auth/auth-service';
import { createDeviceCookies } from './routes/auth/device-cookie';
import { createCachedCall } from './platform/cache/cached-call';
import { createReadCache } from './platform/cache/read-cache';
import { answerHeldRead } from './platform/cache/held-read';
import type { ProxiedApiName } from '@kakehashi/contracts';
import { proxyAllowlist } from './routes/proxy/allowlist';
import { createAnswerMemo } from './platform/cache/serialised-answer';
import { createAuthorizationPoster } from './routes/checkout/authorization-post';
import { cardPages } from './routes/checkout/card-pages';
import { checkoutHandlers } from './routes/checkout/checkout-routes';
import { createCheckoutStore } from './routes/checkout/checkout-store';
import { createCommitCapture } from './routes/checkout/commit-capture';
import { createCommitGuard } from './routes/checkout/commit-guard';
import { orderHandlers } from './routes/checkout/order-handlers';
import { createPaymentSettlement } from './routes/checkout/payment-settlement';
import { createUpstreamCommit } from './routes/checkout/upstream-commit';
import { routeThrottles } from './routes/throttles/route-throttles';
import { createThrottle } from './platform/throttle/throttle';
import { createRouteThrottling } from './platform/api/throttled-routes';
import { systemClock, type Clock } from './platform/clock';
import { tradeDeskHandlers } from './routes/trade-desk/trade-desk-routes';
import { createDatabase, type Database } from './platform/db/database';
import type { Config } from './platform/config/config';
import { corsPolicy } from './platform/edge/cors-policy';
import { createMemberMutex } from './routes/follows/member-mutex';
import { favoriteLabelHandlers } from './routes/favorites/favorite-labels';
import { followHandlers } from './routes/follows/follow-routes';
import { refuseCrossSiteMutations } from './platform/edge/cross-site-guard';
import { inOrder } from './platform/http/in-order';
import { noIndex, pageRules } from './platform/edge/page-rules';
import { securityHeaders } from './platform/edge/security-headers';
import { answerKnownPages, pageSender, serveWebApp } from './platform/edge/serve-web-app';
import { sessionLanguageWriter, sessionSignedIn } from './platform/edge/session-access';
import { mountApiRoutes } from './platform/api/api-router';
import { requireCsrfHeader } from './platform/http/csrf';
import { createErrorHandler } from './platform/api/error-handler';
import { readCookies } from './platform/http/cookies';
import { jsonBody, parseJsonBody } from './platform/http/json-body';
import { sessionOf } from './platform/session/locals';
import { createResultMapper } from './platform/api/result-mapper';
import { sessionHandlers } from './routes/session/session-routes';
import { createSiteSettings } from './routes/site/site-settings';
import { createContractHealth } from './platform/observability/contract-health';
import type { Drain } from './platform/observability/drain';
import { healthRoutes } from './platform/observability/health-routes';
import { createLogger } from './platform/observability/logger';
import { metricsRegistry, type Metrics } from './platform/observability/metrics';
import { requestContext } from './platform/observability/request-context';
import { accessLog } from './platform/observability/request-logger';
import { observeAnswers } from './platform/observability/answer-observers';
import { upstreamProbe } from './platform/observability/upstream-probe';
import { buildOpenApi } from './routes/openapi/build-openapi';
import { openApiRoute } from './routes/openapi/openapi-route';
import { bffRouteTable } from './routes/openapi/route-table';
import { createCartQuantityGuard } from './routes/cart/quantity-guard';
import { createForward } from './routes/proxy/forward';
import { proxyHandler } from './routes/proxy/proxy-routes';
import { createResilientUpstream } from './platform/resilience/resilient-upstream';
import { createExclusive } from './platform/store/exclusive';
import type { KvStore } from './platform/store/kv-store';
import { sessionCreationGuard } from './platform/session/creation-guard';
import { createSessionMiddleware } from './platform/session/session-middleware';
import { createSessionRepository } from './platform/session/session-repository';
import { isSessionlessRead } from './platform/session/sessionless-reads';
import { createEndpointResolver } from './platform/upstream/endpoints';
import { credentialHeaders } from './platform/upstream/token-headers';
import { createUpstreamGateway } from './platform/upstream/upstream-gateway';
import { createUpstreamHttp, type UpstreamOutcome } from './platform/upstream/upstream-http';

/** The repository root: WEB_DIST_DIR is relative to it (an absolute path stays as is). */
const repoRoot = path.resolve(__dirname, '../..');

export type AppDeps = {
  config: Config;
  store: KvStore;
  clock?: Clock;
  logger?: Logger;
  /** Observes every upstream exchange (metrics, tests). */
  onUpstreamCall?: (name: UpstreamName, outcome: UpstreamOutcome) => void;
  /** One registry per app (tests get a fresh one); server.ts passes the process's. */
  metrics?: Metrics;
  /** From drainOnShutdown in server.ts: tracks requests in flight and fails /readyz while draining. */
  drain?: Pick<Drain, 'middleware' | 'isDraining'>;
  /** The trade desk's database (docs/architecture.md#database); by default the config's, owned here. */
  database?: Database;
};

/**
 * The BFF as an Express app with injected dependencies; it never listens (server.ts does).
 * `close()` releases the upstream keep-alive sockets and the breaker's timers; the store
 * belongs to the caller.
 */
export const createApp = (deps: AppDeps) => {
  const { config, store } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ level: config.logLevel });
  const metrics = deps.metrics ?? metricsRegistry();

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
  // docs/rules/errors-and-messages.md#status-catalogue: E000-502 answers are counted and named.
  const contracts = createContractHealth(metrics.recordContractBreach);

  const app = express();
  app.disable('x-powered-by');
  // Only this many proxy hops are trusted for req.ip: a client-written X-Forwarded-For beyond
  // them is ignored (sign-in throttling per address relies on it).
  app.set('trust proxy', config.trustProxyHops);
  // No ETag hashed over every `res.json` body: those are `/api` Results, `no-store`, never asked
  // again; answers meant to be asked again keep their own tag (http/stored-bytes.ts). The hash of
  // a 53 KB product list was ~2 % of the proxied call (docs/architecture.md#production-and-performance).
  app.set('etag', false);
  const answers = createAnswerMemo();
  const signedIn = sessionSignedIn(sessions, config.cookies.session);
  const sendPage = pageSender({
    distDir: path.resolve(repoRoot, config.webDistDir),
    languageCookie: config.cookies.language,
    defaultLanguage: config.defaultLanguage,
    tagManagerId: config.edge.tagManagerId,
    frameSources: config.edge.csp.frameSources,
  });
  // The edge, one layer (http/in-order.ts). Order matters: the drain sees every request; the
  // request id exists before anything logs.
  app.use(
    inOrder(
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
    ),
  );
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

  const account = accountHandlers({ gateway, results, auth, devices, sessions });
  const database = deps.database ?? createDatabase(config.database, logger);

  // A fresh cached read is answered from its stored bytes right after the checks (below).
  const heldRead = answerHeldRead({
    proxied: { get: (name) => proxyAllowlist.get(name as ProxiedApiName) },
    readCache: cache,
    answers,
    languageCookie: config.cookies.language,
    defaultLanguage: config.defaultLanguage,
  });
  const api = Router();
  // No session work for the description; built on its first request (openapi-route.ts).
  api.get(
    '/openapi.json',
    openApiRoute(() => buildOpenApi(bffRouteTable(), { sessionCookie: config.cookies.session })),
  );
  api.use(apiSessionMiddleware);
  // The proxy's forwarding (cache → gateway → map → check), shared with the checkout's handlers.
  const forward = createForward({
    gateway,
    cachedCall,
    results,
    cachePolicy,
    onContractBreach: (name, issues) => {
      logger.error({ upstream: name, issues }, 'upstream answer breaks its contract');
      contracts.breached(name);
    },
    onContractKept: contracts.conformed,
    answers,
  });
  const capture = createCommitCapture(checkoutStore, { publicUrl: config.publicUrl });
  // Every /api route comes from the contracts endpoint table (docs/architecture.md).
  api.use(
    mountApiRoutes(
      throttling.ownHandlers({
        ...sessionHandlers({ config, siteSettings, results }),
        ...authHandlers(auth, devices),
        ...account,
        ...followHandlers({
          gateway,
          results,
          mutex: createMemberMutex(store),
          lockTtlMs: config.session.refreshLockTtlMs,
        }),
        ...favoriteLabelHandlers({
          gateway,
          results,
          mutex: createMemberMutex(store),
          lockTtlMs: config.session.refreshLockTtlMs,
        }),
        ...checkoutHandlers(checkoutDeps),
        ...orderHandlers({
          forward,
          capture,
          store: checkoutStore,
          publicUrl: config.publicUrl,
          gateway,
          commitGuard: createCommitGuard(store, config.upstream.timeoutMs * 2),
        }),
        ...tradeDeskHandlers({
          gateway,
          results,
          database,
          store,
          clock,
          logger,
          alerts: config.alerts,
          leave: account['account/leave'],
        }),
      }),
      throttling.proxy(
        proxyHandler({
          forward,
          checkout: capture,
          cartGuard: createCartQuantityGuard({ gateway, results }),
        }),
      ),
    ),
  );
  // The one way through `/api` (docs/architecture.md#one-path-through-the-gateway). It comes first:
  // its paths are no page's, image's or probe's, so nothing before it applies. Every request passes
  // the cross-site refusal, X-CSRF and the JSON body reader, once; a fresh cached read is then
  // answered from its stored bytes (their gzip form made once), so it needs neither the
  // compression wrapper nor the router. The rest is gzipped like the assets (JSON answers are large
  // and repetitive: 20 cards ≈ 54 KB) and goes on to the session and the router.
  app.use(
    '/api',
    inOrder(
      noIndex,
      refuseCrossSiteMutations,
      requireCsrfHeader,
      jsonBody({ limit: config.bodyLimit, maxDepth: config.bodyMaxDepth }),
      heldRead,
      parseJsonBody,
      compression(),
      api,
    ),
  );
  // A page load: the page rules, then a known page's HTML at once (one layer), before the probes
  // and pictures, whose paths are no page's (docs/architecture.md#one-path-through-the-gateway).
  app.use(
    inOrder(
      pageRules({
        languageCookie: config.cookies.language,
        secureCookies: config.cookies.secure,
        signedIn,
        // A prefix also switches an existing session's language.
        rememberLanguage: sessionLanguageWriter(sessions, config.cookies.session),
      }),
      answerKnownPages(sendPage),
    ),
  );
  app.use(
    healthRoutes({
      checks: {
        store: () => store.ping(),
        upstream: upstreamProbe(config.upstream.url, config.upstream.connectTimeoutMs),
        // An open breaker means a group of endpoints fails fast: not ready (docs/security.md).
        breakers: async () => !Object.values(http.breakerStates()).includes('open'),
      },
      timeoutMs: config.edge.readinessTimeoutMs,
      isDraining: deps.drain?.isDraining,
      metrics,
      metricsToken: config.metrics.token,
      degraded: contracts.degraded,
      // Told, never failing: only the trade desk needs it, and "not opened" is no fault.
      notes: { database: database.health },
    }),
  );
  // Product pictures come from the upstream through this origin (CSP img-src 'self').
  app.use(
    '/images',
    createUpstreamImages({
      upstreamUrl: config.upstream.url,
      timeoutMs: config.upstream.timeoutMs,
      idleSocketMs: config.upstream.idleSocketMs,
    }),
  );
  // The card issuer's way in and out (docs/rules/cart-and-checkout.md#card-payment).
  app.use(
    cardPages({
      session: sessionMiddleware,
      store: checkoutStore,
      settle: createPaymentSettlement({ ...checkoutDeps, session: (res) => sessionOf(res) }),
      allowedOrigins: config.payment.authorizeOrigins,
      upstreamUrl: config.upstream.url,
    }),
  );

  app.use(
    serveWebApp({
      distDir: path.resolve(repoRoot, config.webDistDir),
      languageCookie: config.cookies.language,
      defaultLanguage: config.defaultLanguage,
      sendPage,
    }),
  );
  app.use(createErrorHandler({ config, results, logger }));

  return {
    app,
    metrics,
    breakerStates: http.breakerStates,
    close: () => {
      http.close();
      // A database passed in belongs to the caller, like the store.
      if (!deps.database) void database.close();
    },
    database,
  };
};
export type BffApp = ReturnType<typeof createApp>;
