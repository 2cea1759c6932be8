// Processes of a benchmark run: each server measured (and the load generator) gets a process of
// its own, so no two share an event loop; each is stopped by its own pid.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';

export const repoRoot = path.resolve(__dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The production bundles (bff/dist, mocks/dist) when stale, and the web app when missing. */
export const buildForProduction = () => {
  const run = (what: string, command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`building the ${what} failed`);
  };
  run('server bundles', process.execPath, ['scripts/build-server.mjs', '--if-stale']);
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html')))
    run('web app', 'npm', ['run', 'build', '-w', 'web']);
};

export type Server = {
  name: string;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Date.now() when the process was spawned (a --cpu-prof profile's clock starts about then). */
  spawnedAt: number;
  /** Resident memory of the process and its children (cluster workers), MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
};

const rssKb = (pid: number): number => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
};
/** The pids of a process's children (a cluster primary's workers). */
export const childPids = (pid: number): number[] => {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split(/\s+/).filter(Boolean).map(Number);
};

const waitFor = async (url: string, child: ChildProcess, log: string[], timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: exited ${child.exitCode}\n${log.join('')}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${log.join('')}`);
};

/**
 * Runs `node [nodeArgs] file` with env, waits until `readyPath` answers. stdout is discarded
 * (as a log shipper would take it away); stderr is kept for the error message.
 */
export const startServer = async (
  name: string,
  file: string,
  options: {
    port: number;
    /** Added to this process's environment; an undefined value leaves a variable out. */
    env: Record<string, string | undefined>;
    readyPath: string;
    nodeArgs?: string[];
    /** SIGTERM unless given: a server whose SIGTERM waits (Alokai's terminus: 10 s) gets SIGINT. */
    stopSignal?: NodeJS.Signals;
  },
): Promise<Server> => {
  const log: string[] = [];
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), file], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    name,
    url,
    pid: child.pid!,
    child,
    spawnedAt,
    rssMb: () => [child.pid!, ...childPids(child.pid!)].reduce((kb, p) => kb + rssKb(p), 0) / 1024,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill(options.stopSignal ?? 'SIGTERM');
      }),
  };
  try {
    await waitFor(`${url}${options.readyPath}`, child, log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
};

/**
 * A Redis of the run's own (redis-server on a free loopback port, no persistence), so other
 * users of a shared Redis do not distort the figures; BENCH_REDIS_URL uses a given one instead.
 */
export const startOwnRedis = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const given = process.env.BENCH_REDIS_URL;
  if (given) return { url: given, stop: async () => undefined };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (e) =>
      reject(new Error(`redis-server: ${e.message} (or set BENCH_REDIS_URL)`)),
    ),
  );
  const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  const ready = (async () => {
    for (let i = 0; i < 100; i += 1) {
      if (
        await probe.connect().then(
          () => probe.ping(),
          () => null,
        )
      )
        return;
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not answer');
  })();
  try {
    await Promise.race([ready, failed]);
  } finally {
    probe.disconnect();
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Deletes the keys a run wrote under its prefix (on a given, shared Redis). */
export const forgetKeys = async (url: string, prefix: string) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const keys = await redis.keys(`${prefix}*`).catch(() => []);
  if (keys.length) await redis.del(...keys).catch(() => undefined);
  redis.disconnect();
};

type OwnRedis = Awaited<ReturnType<typeof startOwnRedis>>;

/**
 * The trade desk's database of the run's gateways (docs/architecture.md#database). Production
 * runs a PostgreSQL server: BENCH_DATABASE_URL names one, and the run keeps its tables in a schema
 * of its own, dropped after. Without it each gateway has PGlite in memory, which the gateway's RSS
 * then includes (some 300–450 MB more than with a server).
 */
const benchDatabase = () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url)
    return {
      kind: 'PGlite in memory (set BENCH_DATABASE_URL for a PostgreSQL server)',
      env: { PGLITE_DATA_DIR: 'memory' },
      drop: async () => undefined,
    };
  const schema = `kk_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  return {
    kind: `PostgreSQL (BENCH_DATABASE_URL, schema ${schema})`,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
    },
  };
};

/** What a bench script runs on: its own Redis, the keys it writes there, the servers it starts. */
export type BenchResources = {
  redis: OwnRedis;
  keyPrefix: string;
  database: ReturnType<typeof benchDatabase>;
  /** Every server started goes in here, to be stopped at the end. */
  servers: Server[];
};

/** Stops every server (last started first), drops the database schema, forgets the keys and stops the Redis. */
const releaseBench = async (
  { servers, database, keyPrefix }: Omit<BenchResources, 'redis'>,
  redis: OwnRedis | undefined,
) => {
  await Promise.all([...servers].reverse().map((s) => s.stop()));
  await database
    .drop()
    .catch((error: Error) => console.error(`dropping the schema: ${error.message}`));
  if (redis) {
    await forgetKeys(redis.url, keyPrefix);
    await redis.stop();
  }
};

/**
 * Runs a bench script on a Redis of its own and keys under `<prefix>:<random>:` (and a database
 * schema of its own), and releases what it started (servers, schema, keys, Redis) whether it
 * finished or failed.
 */
export const runBench = async (
  prefix: string,
  main: (resources: BenchResources) => Promise<void>,
) => {
  const resources = {
    keyPrefix: `${prefix}:${randomUUID()}:`,
    servers: [] as Server[],
    database: benchDatabase(),
  };
  let redis: OwnRedis | undefined;
  let failed = false;
  try {
    redis = await startOwnRedis();
    await main({ ...resources, redis });
  } catch (error) {
    console.error(error);
    failed = true;
  }
  await releaseBench(resources, redis);
  if (failed) process.exit(1);
};
