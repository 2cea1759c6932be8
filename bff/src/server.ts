import type { Server } from 'node:http';
import pino from 'pino';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config/config';
import { createStore } from './session/create-store';

/** Boots the BFF: config from the environment (fails naming every bad variable), store, listen. */
const main = async () => {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(loaded.message);
    process.exit(1);
  }
  const { config } = loaded;
  const logger = pino({ level: config.logLevel });
  const { store, ready } = createStore(config, systemClock);
  // Boot even while Redis is away: requests answer 503 Results until it returns.
  await ready(config.store.connectTimeoutMs * 3).catch((error: unknown) =>
    logger.warn({ err: error }, 'session store not reachable yet; serving 503 Results until it is'),
  );
  const bff = createApp({ config, store, logger });
  const server: Server = bff.app.listen(config.port, config.host, () =>
    logger.info(
      { port: config.port, upstream: config.upstream.url, store: store.kind },
      `BFF listening on http://localhost:${config.port}`,
    ),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      bff.close();
      await store.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
};

void main();
