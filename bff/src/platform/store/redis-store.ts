import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { RedisTopology } from '../config/config';
import type { KvStore } from './kv-store';
import { StoreUnavailableError } from './kv-store';
import { cacheBudget } from './cache-budget';

export type RedisStoreOptions = {
  topology: RedisTopology;
  keyPrefix: string;
  commandTimeoutMs: number;
  connectTimeoutMs: number;
  /** Byte budget of the cached reads (`cache:` keys) in this Redis; see cache-budget.ts. */
  cacheMaxBytes?: number;
};

const releaseIfOwner = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

// One round trip and atomic: the count (never below zero) and a new key's expiry together.
const incrementWithExpiry = `local n = redis.call('incrby', KEYS[1], ARGV[1])
if n < 0 then redis.call('set', KEYS[1], 0, 'KEEPTTL'); n = 0 end
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then redis.call('pexpire', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {n, ttl}`;

/**
 * An index is a sorted set scored by arrival (one more than its newest), so "oldest" needs no
 * clock. An index an earlier version kept as a plain set is taken over first, its members counted
 * the oldest. One key: it runs on Cluster too. ARGV: member, ttl ms, keep newest.
 */
const takeOverPlainSet = `if redis.call('type', KEYS[1]).ok == 'set' then
  local old = redis.call('smembers', KEYS[1])
  redis.call('del', KEYS[1])
  for _, m in ipairs(old) do redis.call('zadd', KEYS[1], 0, m) end
end`;
const addToIndexScript = `${takeOverPlainSet}
local newest = redis.call('zrange', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('zadd', KEYS[1], (tonumber(newest[2]) or 0) + 1, ARGV[1])
local over = redis.call('zcard', KEYS[1]) - tonumber(ARGV[3])
local dropped = {}
if over > 0 then
  dropped = redis.call('zrange', KEYS[1], 0, over - 1)
  redis.call('zremrangebyrank', KEYS[1], 0, over - 1)
end
redis.call('pexpire', KEYS[1], ARGV[2])
return dropped`;
const indexMembersScript = `if redis.call('type', KEYS[1]).ok == 'set' then return redis.call('smembers', KEYS[1]) end
return redis.call('zrange', KEYS[1], 0, -1)`;

/** Every member but ARGV[1] leaves the index, in one step; an emptied sorted set is gone. */
const removeOthersScript = `${takeOverPlainSet}
local removed = {}
for _, m in ipairs(redis.call('zrange', KEYS[1], 0, -1)) do
  if m ~= ARGV[1] then
    redis.call('zrem', KEYS[1], m)
    removed[#removed + 1] = m
  end
end
return removed`;

/** ARGV[1] leaves the index, a plain set or a sorted set; an emptied one is gone. */
const removeFromIndexScript = `if redis.call('type', KEYS[1]).ok == 'set' then return redis.call('srem', KEYS[1], ARGV[1]) end
return redis.call('zrem', KEYS[1], ARGV[1])`;

export type RedisClient = Redis | Cluster;

const connect = (options: RedisStoreOptions): RedisClient => {
  // Outage handling: no offline queue (commands fail at once while disconnected) and a command
  // timeout (a half-open connection cannot hang a request); reconnects continue in the background.
  const common: RedisOptions = {
    keyPrefix: options.keyPrefix,
    commandTimeout: options.commandTimeoutMs,
    connectTimeout: options.connectTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    lazyConnect: false,
  };
  const { topology } = options;
  if (topology.mode === 'cluster') {
    return new Cluster(topology.nodes, {
      enableOfflineQueue: false,
      clusterRetryStrategy: (attempt) => Math.min(attempt * 100, 1000),
      redisOptions: { ...common, password: topology.password },
    });
  }
  if (topology.mode === 'sentinel') {
    return new Redis({
      ...common,
      sentinels: topology.sentinels,
      name: topology.name,
      password: topology.password,
    });
  }
  return new Redis(topology.url, common);
};

/** The Redis adapter of KvStore (ioredis: single node, Sentinel or Cluster). */
export const createRedisStore = (
  options: RedisStoreOptions,
): KvStore & { client: RedisClient; ready(timeoutMs: number): Promise<void> } => {
  const client = connect(options);
  // Errors surface through the commands; without a listener ioredis would log every reconnect.
  client.on('error', () => undefined);
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  };
  const budget = options.cacheMaxBytes ? cacheBudget(client, options.cacheMaxBytes) : undefined;
  const setPx = async (key: string, value: string, ttlMs: number) =>
    void (await client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
  return {
    kind: 'redis',
    client,
    redis: client,
    ready: (timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        if (client.status === 'ready') return resolve();
        const timer = setTimeout(
          () =>
            reject(new StoreUnavailableError(new Error(`Redis not ready after ${timeoutMs} ms`))),
          timeoutMs,
        );
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    get: (key) => run(() => client.get(key)),
    // GETEX needs Redis ≥ 6.2 (docs/architecture.md#store).
    getAndExpire: (key, ttlMs) => run(() => client.getex(key, 'PX', Math.max(1, Math.ceil(ttlMs)))),
    set: (key, value, ttlMs) =>
      run(async () => {
        // A cached read is stored only while the budget has room (docs/security.md#cache-bounds).
        if (budget && key.startsWith('cache:') && !(await budget.admit(key, value, ttlMs))) return;
        await setPx(key, value, ttlMs);
      }),
    replace: (key, value, ttlMs) =>
      run(
        async () =>
          (await client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'XX')) === 'OK',
      ),
    setIfAbsent: (key, value, ttlMs) =>
      run(
        async () =>
          (await client.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK',
      ),
    expire: (key, ttlMs) =>
      run(async () => (await client.pexpire(key, Math.max(1, Math.ceil(ttlMs)))) === 1),
    increment: (key, by, ttlMs) =>
      run(async () => {
        const ttl = Math.max(1, Math.ceil(ttlMs));
        const [count, left] = (await client.eval(incrementWithExpiry, 1, key, by, ttl)) as number[];
        return { count: Number(count), ttlMs: Number(left) };
      }),
    addToIndex: (key, member, ttlMs, keepNewest) =>
      run(async () => {
        const ttl = Math.max(1, Math.ceil(ttlMs));
        const keep = Math.max(1, Math.floor(keepNewest));
        return (await client.eval(addToIndexScript, 1, key, member, ttl, keep)) as string[];
      }),
    indexMembers: (key) =>
      run(async () => (await client.eval(indexMembersScript, 1, key)) as string[]),
    // An empty string names no member: every store key is `sess:` or `anon:` and a hash.
    removeOthersFromIndex: (key, keep) =>
      run(async () => (await client.eval(removeOthersScript, 1, key, keep ?? '')) as string[]),
    removeFromIndex: (key, member) =>
      run(async () => void (await client.eval(removeFromIndexScript, 1, key, member))),
    del: (key) => run(async () => void (await client.del(key))),
    delIfEquals: (key, value) =>
      run(async () => (await client.eval(releaseIfOwner, 1, key, value)) === 1),
    ping: () => run(async () => void (await client.ping())),
    close: async () => {
      client.disconnect();
    },
  };
};
