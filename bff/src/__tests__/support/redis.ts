import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { createRedisStore } from '../../platform/store/redis-store';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Asks Redis for PONG from a child process: synchronous, so the answer exists at collection. */
const answersPing = (): boolean => {
  const { hostname, port } = new URL(redisUrl);
  const script = `const s=require('node:net').connect(${Number(port) || 6379},${JSON.stringify(hostname || '127.0.0.1')});
s.setTimeout(1000,()=>process.exit(1));s.on('error',()=>process.exit(1));
s.on('connect',()=>s.write('PING\\r\\n'));
s.on('data',(d)=>process.exit(/^(\\+PONG|-NOAUTH)/.test(String(d))?0:1));`;
  return spawnSync(process.execPath, ['-e', script], { timeout: 3000 }).status === 0;
};

/**
 * Whether Redis-backed tests run, decided once when a test file is collected, so they are real
 * skips (`describe.skip`/`it.skip`, counted as skipped) and never early returns that count as
 * passes. Missing Redis is said loudly; under CI=true it fails the file (docs/architecture.md#tests).
 */
export const redisUp: boolean = (() => {
  if (answersPing()) return true;
  if (process.env.CI === 'true')
    throw new Error(`Redis is required under CI=true but ${redisUrl} is unreachable`);
  console.warn(
    `\n\n!!!!! REDIS UNREACHABLE at ${redisUrl}: Redis-backed tests are SKIPPED (they fail under CI=true) !!!!!\n`,
  );
  return false;
})();
export const describeWithRedis = redisUp ? describe : describe.skip;

/**
 * How long a test's set-up waits for its Redis connection. A wait, not a measurement: on CI's two
 * busy cores a connection through a test's relay once took over 2 s (redis-outage.test.ts), so
 * the set-up waits long enough for a loaded machine (docs/architecture.md#tests).
 */
export const redisReadyMs = 10_000;
export const itWithRedis = redisUp ? it : it.skip;

/** A Redis store under a key prefix of its own, removed again by `cleanup`. */
export const testRedisStore = (
  options: {
    prefix?: string;
    url?: string;
    commandTimeoutMs?: number;
    cacheMaxBytes?: number;
  } = {},
) => {
  const prefix = options.prefix ?? `kk-test:${randomUUID()}:`;
  const store = createRedisStore({
    topology: { mode: 'single', url: options.url ?? redisUrl },
    keyPrefix: prefix,
    commandTimeoutMs: options.commandTimeoutMs ?? 500,
    connectTimeoutMs: 1000,
    cacheMaxBytes: options.cacheMaxBytes,
  });
  return {
    store,
    prefix,
    /** Deletes every key of this prefix and disconnects. */
    cleanup: async () => {
      const admin = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
      admin.on('error', () => undefined);
      try {
        const keys = await admin.keys(`${prefix}*`);
        if (keys.length) await admin.del(...keys);
      } finally {
        admin.disconnect();
        await store.close();
      }
    },
  };
};
