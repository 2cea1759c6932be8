import type { Clock } from '../clock';
import type { Config } from '../config/config';
import type { KvStore } from './kv-store';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';

/**
 * docs/architecture.md#store: no Redis configured → the bounded in-memory store; else ioredis.
 * `ready` resolves when the store can answer (at once for memory).
 */
export const createStore = (
  config: Config,
  clock: Clock,
): { store: KvStore; ready: (timeoutMs: number) => Promise<void> } => {
  const { store } = config;
  if (!store.redis)
    return {
      store: createMemoryStore({
        maxEntries: store.maxEntries,
        maxSessions: store.maxSessions,
        maxAnonymousSessions: store.maxAnonymousSessions,
        maxSessionBytes: store.maxSessionBytes,
        maxAnonymousSessionBytes: store.maxAnonymousSessionBytes,
        maxCacheEntries: store.maxCacheEntries,
        maxCacheBytes: store.maxCacheBytes,
        clock,
      }),
      ready: async () => undefined,
    };
  const redis = createRedisStore({
    topology: store.redis,
    keyPrefix: store.keyPrefix,
    commandTimeoutMs: store.commandTimeoutMs,
    connectTimeoutMs: store.connectTimeoutMs,
    cacheMaxBytes: store.redisCacheMaxBytes,
  });
  return { store: redis, ready: redis.ready };
};
