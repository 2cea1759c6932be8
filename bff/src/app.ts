import path from 'node:path';
import express from 'express';
import { createUpstreamImages } from './routes/assets/upstream-images';
import { cardPages } from './routes/checkout/card-pages';
import { createPaymentSettlement } from './routes/checkout/payment-settlement';
import { systemClock } from './platform/clock';
import { createErrorHandler } from './platform/api/error-handler';
import { sessionOf } from './platform/session/locals';
import { healthRoutes } from './platform/observability/health-routes';
import { createLogger } from './platform/observability/logger';
import { metricsRegistry } from './platform/observability/metrics';
import { upstreamProbe } from './platform/observability/upstream-probe';
import type { AppDeps } from './wiring/app-deps';
import { apiMount } from './wiring/api-mount';
import { edgeLayers } from './wiring/edge-layers';
import { createGatewayServices } from './wiring/gateway-services';
import { pageAnswers } from './wiring/page-answers';

export type { AppDeps } from './wiring/app-deps';

/** The repository root: WEB_DIST_DIR is relative to it (an absolute path stays as is). */
const repoRoot = path.resolve(__dirname, '../..');

/**
 * The BFF as an Express app with injected dependencies; it never listens (server.ts does).
 * `close()` releases the upstream keep-alive sockets and the breaker's timers; the store
 * belongs to the caller. The layers below run in this order, each built in wiring/.
 */
export const createApp = (deps: AppDeps) => {
  const { config, store } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ level: config.logLevel });
  const metrics = deps.metrics ?? metricsRegistry();
  const services = createGatewayServices(deps, { clock, logger, metrics });
  const { http, contracts, database } = services;

  const app = express();
  app.disable('x-powered-by');
  // Only this many proxy hops are trusted for req.ip: a client-written X-Forwarded-For beyond
  // them is ignored (sign-in throttling per address relies on it).
  app.set('trust proxy', config.trustProxyHops);
  // No ETag hashed over every `res.json` body: those are `/api` Results, `no-store`, never asked
  // again; answers meant to be asked again keep their own tag (http/stored-bytes.ts). The hash of
  // a 53 KB product list was ~2 % of the proxied call (docs/architecture.md#production-and-performance).
  app.set('etag', false);
  const distDir = path.resolve(repoRoot, config.webDistDir);
  const { pageLoad, webApp } = pageAnswers(config, services.sessions, distDir);

  // docs/architecture.md#one-path-through-the-gateway: the edge, then `/api` (its paths are no
  // page's, image's or probe's), then a page load, before the probes and pictures.
  app.use(edgeLayers(deps, { logger, metrics }));
  app.use('/api', apiMount(services, { config, store, clock, logger }));
  app.use(pageLoad);
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
      session: services.sessionMiddleware,
      store: services.checkoutStore,
      settle: createPaymentSettlement({
        ...services.checkoutDeps,
        session: (res) => sessionOf(res),
        placed: (res) => services.memberCarts.placed(sessionOf(res)),
      }),
      allowedOrigins: config.payment.authorizeOrigins,
      upstreamUrl: config.upstream.url,
    }),
  );

  app.use(webApp);
  app.use(createErrorHandler({ config, results: services.results, logger }));

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
