// One gateway process: what the entry (start.ts) runs alone or in each worker, never in a
// cluster's primary (start.ts loads this module only where it serves).

import { createApp } from './app';
import { systemClock } from './platform/clock';
import { StatusCode } from '@kakehashi/contracts';
import { loadConfig } from './platform/config/config';
import { AppError } from './platform/http/app-error';
import { createListener } from './platform/http/listener';
import { drainOnShutdown } from './platform/observability/drain';
import { batchedStdout, createLogger } from './platform/observability/logger';
import { listenForMetrics } from './platform/observability/metrics-access';
import { createStore } from './platform/store/create-store';

/** Boots the BFF: config from the environment (fails naming every bad variable), store, listen. */
export const serve = async () => {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(loaded.message);
    process.exit(1);
  }
  const { config } = loaded;
  // The one batched stdout of this process (docs/architecture.md#production-and-performance);
  // the drain's exit flushes it.
  const logger = createLogger({ level: config.logLevel, destination: batchedStdout() });
  // docs/security.md#session-records: say so when the session key is not a configured secret.
  if (config.session.keys.origin === 'process')
    logger.warn(
      'SESSION_ENCRYPTION_KEY not set: session records are sealed with a random key of this process; sessions end when it restarts and are not shared with other instances',
    );
  if (config.session.keys.origin === 'development')
    logger.warn(
      'SESSION_ENCRYPTION_KEY not set: sessions in Redis are sealed with the fixed DEVELOPMENT key; set SESSION_ENCRYPTION_KEY (required in production)',
    );
  const { store, ready } = createStore(config, systemClock);
  // Boot even while Redis is away: requests answer 503 Results until it returns.
  await ready(config.store.connectTimeoutMs * 3).catch((error: unknown) =>
    logger.warn({ err: error }, 'session store not reachable yet; serving 503 Results until it is'),
  );
  // The server exists before the app so the drain can track every request the app answers.
  // docs/security.md#slow-clients: request and header timeouts, connections per address.
  const server = createListener(config.server);
  // SIGTERM/SIGINT → stop accepting, finish requests in flight, release, exit 0 (1 if forced).
  const drain = drainOnShutdown(server, {
    timeoutMs: config.shutdownTimeoutMs,
    logger,
    refusal: () => new AppError(503, StatusCode.storeUnavailable, { message: 'draining' }),
    onDrained: async () => {
      bff.close();
      metricsServer?.close();
      // Closed only if it was opened: PGlite writes its data directory out as it closes.
      await bff.database.close();
      await store.close();
    },
  });
  // docs/architecture.md#database: the database opens on the trade desk's first call, not here.
  const bff = createApp({ config, store, logger, drain });
  // docs/security.md: metrics never public on the site port; a loopback port of their own.
  const metricsServer = config.metrics.port
    ? listenForMetrics(config.metrics.port, bff.metrics.handler)
    : undefined;
  server.on('request', bff.app);
  server.listen(config.port, config.host, () =>
    logger.info(
      { port: config.port, upstream: config.upstream.url, store: store.kind },
      `BFF listening on http://localhost:${config.port}`,
    ),
  );
};
