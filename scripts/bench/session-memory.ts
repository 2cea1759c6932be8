// Memory per signed-in session (issue 28 item 4): N buyers signed in through a gateway on the
// Redis store and through one on the memory store, each in a process of its own. Redis is read
// before and after (INFO memory's used_memory, and MEMORY USAGE of the session records); the
// memory store's cost is the gateway's heap growth, read after a full GC (heap-probe.mjs). Sign-in throttles are lifted for the run:
// the bench signs in from one address far more often than a person could.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import type { BenchResources, Server } from './processes';
import { signInThroughGateway, startGateway } from './stack';

const unthrottled = {
  SIGNIN_LIMIT_PER_ADDRESS: '10000000',
  SESSION_CREATE_LIMIT_PER_ADDRESS: '10000000',
  // In-flight sign-ins of devices new to the account count against its lock until they succeed.
  SIGNIN_UPSTREAM_LOCK_THRESHOLD: '10000000',
  // One member signs in every time: all its sessions stay, as 10,000 buyers' would.
  SESSION_MAX_PER_MEMBER: '10000000',
};

/** Signs the demo buyer in `count` times, `parallel` at a time. */
const signInMany = async (gateway: Server, count: number, parallel = 16) => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      await signInThroughGateway(gateway);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
};

const usedMemory = async (redis: Redis) =>
  Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);

/** The mean MEMORY USAGE of up to `sample` signed-in session records of this run. */
const recordBytes = async (redis: Redis, keyPrefix: string, sample = 200) => {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [nextCursor, found] = await redis.scan(
      cursor,
      'MATCH',
      `${keyPrefix}sess:*`,
      'COUNT',
      1000,
    );
    cursor = nextCursor;
    keys.push(...found.filter((k) => !k.startsWith(`${keyPrefix}sess:member:`)));
  } while (cursor !== '0' && keys.length < sample);
  const sizes = await Promise.all(
    keys.slice(0, sample).map(async (k) => Number(await redis.memory('USAGE', k))),
  );
  return sizes.length ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 0;
};

export type SessionMemory = {
  count: number;
  /** Growth of Redis's used_memory per session: records, the member's index, throttles. */
  redisBytesPerSession: number;
  /** MEMORY USAGE of one session record, mean of a sample. */
  redisRecordBytes: number;
  redisGatewayRssMb: number;
  /** Growth of the memory-store gateway's heap per session, each read after a full GC. */
  memoryBytesPerSession: number;
  memoryGatewayRssMb: number;
};

export const measureSessionMemory = async (
  resources: BenchResources,
  mockUrl: string,
  count: number,
): Promise<SessionMemory> => {
  const redis = new Redis(resources.redis.url);
  try {
    const onRedis = await startGateway(resources, mockUrl, {
      name: 'gateway (sessions on Redis)',
      env: unthrottled,
    });
    await signInMany(onRedis, 200); // warm-up: connections, code paths, the throttles' own keys
    const before = await usedMemory(redis);
    await signInMany(onRedis, count);
    const redisBytesPerSession = ((await usedMemory(redis)) - before) / count;
    const redisRecordBytes = await recordBytes(redis, resources.keyPrefix);
    const redisGatewayRssMb = onRedis.rssMb();
    await onRedis.stop();

    const heapFile = path.join(os.tmpdir(), `kk-bench-heap-${process.pid}.json`);
    const inMemory = await startGateway(resources, mockUrl, {
      name: 'gateway (sessions in memory)',
      env: { ...unthrottled, REDIS_URL: undefined, BENCH_HEAP_FILE: heapFile },
      nodeArgs: ['--expose-gc', '--import', './scripts/bench/heap-probe.mjs'],
    });
    const heapUsed = async () => {
      fs.rmSync(heapFile, { force: true });
      process.kill(inMemory.pid, 'SIGUSR2');
      for (let i = 0; i < 100 && !fs.existsSync(heapFile); i += 1)
        await new Promise((r) => setTimeout(r, 50));
      return (JSON.parse(fs.readFileSync(heapFile, 'utf8')) as { heapUsed: number }).heapUsed;
    };
    await signInMany(inMemory, 200);
    const heapBefore = await heapUsed();
    await signInMany(inMemory, count);
    const memoryBytesPerSession = ((await heapUsed()) - heapBefore) / count;
    const memoryGatewayRssMb = inMemory.rssMb();
    await inMemory.stop();
    fs.rmSync(heapFile, { force: true });
    return {
      count,
      redisBytesPerSession,
      redisRecordBytes,
      redisGatewayRssMb,
      memoryBytesPerSession,
      memoryGatewayRssMb,
    };
  } finally {
    redis.disconnect();
  }
};

export const printSessionMemory = (m: SessionMemory) => {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log(`\nMemory per signed-in session (${m.count.toLocaleString('en')} sign-ins each)`);
  console.log(
    `  Redis store: ${kb(m.redisBytesPerSession)} per session (used_memory growth), ` +
      `a record ${m.redisRecordBytes.toFixed(0)} bytes (MEMORY USAGE); gateway RSS ${m.redisGatewayRssMb.toFixed(0)} MB`,
  );
  console.log(
    `  memory store: ${kb(m.memoryBytesPerSession)} per session (gateway heap growth after GC); ` +
      `gateway RSS ${m.memoryGatewayRssMb.toFixed(0)} MB`,
  );
};
