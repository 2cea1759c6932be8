import express, { Router } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import pino, { type Logger } from 'pino';
import type { UpstreamName } from '@kakehashi/contracts';
import { createAccountRoutes } from './account/account-routes';
import { createAuthRoutes } from './auth/auth-routes';
import { createAuthService } from './auth/auth-service';
import { createSigninThrottle } from './auth/signin-throttle';
import { createCachedCall } from './cache/cached-call';
import { createReadCache } from './cache/read-cache';
import { systemClock, type Clock } from './clock';
import type { Config } from './config/config';
import { createHealthRoutes } from './health/health-routes';
import { requireCsrfHeader } from './http/csrf';
import { createErrorHandler } from './http/error-handler';
import { createResultMapper } from './http/result-mapper';
import { createSessionRoutes } from './language/session-routes';
import { createSiteSettings } from './language/site-settings';
import { createProxyRoutes } from './proxy/proxy-routes';
import { createExclusive } from './session/exclusive';
import type { KvStore } from './session/kv-store';
import { createSessionMiddleware } from './session/session-middleware';
import { createSessionRepository } from './session/session-repository';
import { createEndpointResolver } from './upstream/endpoints';
import { createUpstreamGateway } from './upstream/upstream-gateway';
import { createUpstreamHttp, type UpstreamOutcome } from './upstream/upstream-http';
import { createWebApp } from './web/web-app';

export type AppDeps = {
  config: Config;
  store: KvStore;
  clock?: Clock;
  logger?: Logger;
  /** Observes every upstream exchange (metrics, tests). */
  onUpstreamCall?: (name: UpstreamName, outcome: UpstreamOutcome) => void;
};

/**
 * The BFF as an Express app with injected dependencies; it never listens (server.ts does).
 * `close()` releases the upstream keep-alive sockets; the store belongs to the caller.
 */
export const createApp = (deps: AppDeps) => {
  const { config, store } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? pino({ level: config.logLevel });

  const http = createUpstreamHttp(config.upstream);
  const exclusive = createExclusive(store);
  const gateway = createUpstreamGateway({
    config,
    http,
    resolve: createEndpointResolver(config.upstream.endpoints),
    exclusive,
    clock,
    onCall: deps.onUpstreamCall,
  });
  const cache = createReadCache(store, clock, (error) =>
    logger.warn({ err: error }, 'background cache refresh failed'),
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
    throttle: createSigninThrottle(store, config.signinLimit),
    clock,
  });

  const app = express();
  app.disable('x-powered-by');
  // Only this many proxy hops are trusted for req.ip: a client-written X-Forwarded-For beyond
  // them is ignored (sign-in throttling per address relies on it).
  app.set('trust proxy', config.trustProxyHops);
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use(cookieParser());
  app.use(createHealthRoutes({ config, store }));

  const api = Router();
  api.use(requireCsrfHeader);
  api.use(express.json({ limit: config.bodyLimit, type: () => true }));
  api.use(createSessionMiddleware(config, sessions));
  api.use(createSessionRoutes({ config, siteSettings, results }));
  api.use(createAuthRoutes(auth));
  api.use(createAccountRoutes({ gateway, results }));
  api.use(createProxyRoutes({ gateway, cachedCall, results, cachePolicy }));
  app.use('/api', api);

  app.use(createWebApp(config.webDistDir));
  app.use(createErrorHandler({ config, results, logger }));

  return { app, close: () => http.close() };
};
export type BffApp = ReturnType<typeof createApp>;
