// The production stack the bench scripts drive: the mock upstream and gateways from their
// compiled bundles, each in a process of its own, and the demo buyer signed in through them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedAnswer } from './baselines/memory-answers';
import { assertAnswers, type LoadCase } from './load';
import { freePort, startServer, type BenchResources, type Server } from './processes';

/** One session key per run, shared by every gateway on the run's Redis (soak runs two). */
const sessionKey = randomBytes(32).toString('base64url');

export const demoBuyer = { email: 'buyer@example.com', password: 'Kakehashi-2026' };

/** The mock upstream (`mocks/dist/server.js`, production). */
export const startMock = async ({ servers }: Pick<BenchResources, 'servers'>) => {
  const port = await freePort();
  const mock = await startServer('mock upstream', 'mocks/dist/server.js', {
    port,
    env: { NODE_ENV: 'production', MOCK_PORT: String(port) },
    readyPath: '/__mock/outbox?to=nobody@example.com',
  });
  servers.push(mock);
  return mock;
};

/**
 * A gateway as production runs it (`bff/dist/server.js`, `NODE_ENV=production`, the Redis store
 * under the run's key prefix), on a free port; `env` adds to or overrides its environment, `file`
 * runs another bundle (bench:edge's cut copies).
 */
export const startGateway = async (
  { redis, keyPrefix, servers }: BenchResources,
  mockUrl: string,
  options: { name?: string; file?: string; env?: Record<string, string>; nodeArgs?: string[] } = {},
) => {
  const port = await freePort();
  const gateway = await startServer(
    options.name ?? 'gateway',
    options.file ?? 'bff/dist/server.js',
    {
      port,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        UPSTREAM_URL: mockUrl,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: keyPrefix,
        // Required with Redis in production (docs/security.md#session-records); one per run.
        SESSION_ENCRYPTION_KEY: sessionKey,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...options.env,
      },
      readyPath: '/healthz',
      nodeArgs: options.nodeArgs,
    },
  );
  servers.push(gateway);
  return gateway;
};

/** Signs the demo buyer in through the gateway: the headers a buyer's tab then sends. */
export const signInThroughGateway = async (gateway: Server) => {
  const res = await fetch(`${gateway.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify(demoBuyer),
  });
  if (res.status !== 200) throw new Error(`gateway sign-in: HTTP ${res.status}`);
  // Sign-in rotates the session id: of two cookies of one name, the last one counts.
  const jar = new Map(
    res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
  );
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { 'x-csrf': '1', cookie };
};

/** The three cases measured: a signed-in proxied call, a cached read, the top page's HTML. */
export const gatewayCases = (gateway: Server, browser: Record<string, string>, label = '') => ({
  proxied: {
    title: `gateway${label} items/list (signed in, proxied)`,
    url: `${gateway.url}/api/items/list`,
    method: 'POST',
    body: { offset: 0, limit: 20 },
    headers: browser,
  } satisfies LoadCase,
  cached: {
    title: `gateway${label} category/trees (cached)`,
    url: `${gateway.url}/api/category/trees`,
    method: 'POST',
    body: {},
    headers: browser,
  } satisfies LoadCase,
  page: {
    title: `gateway${label} top page HTML`,
    url: `${gateway.url}/`,
    method: 'GET',
    headers: { accept: 'text/html', cookie: browser.cookie! },
  } satisfies LoadCase,
});

/**
 * The ceiling for an Express answer: a bare Express app (baselines/memory-answers.ts, its own
 * process) answering from memory exactly the bytes the gateway answers to each case.
 */
export const startMemoryBaseline = async (
  { servers }: Pick<BenchResources, 'servers'>,
  cases: LoadCase[],
) => {
  const recorded: RecordedAnswer[] = [];
  for (const c of cases) {
    const { text, contentType } = await assertAnswers(c);
    recorded.push({
      method: c.method === 'GET' ? 'get' : 'post',
      path: new URL(c.url).pathname,
      contentType,
      bodyBase64: Buffer.from(text).toString('base64'),
    });
  }
  const answersFile = path.join(os.tmpdir(), `kk-bench-answers-${process.pid}.json`);
  fs.writeFileSync(answersFile, JSON.stringify(recorded));
  const port = await freePort();
  try {
    const memory = await startServer(
      'in-memory Express',
      'scripts/bench/baselines/memory-answers.ts',
      {
        port,
        env: { PORT: String(port), BENCH_ANSWERS_FILE: answersFile, NODE_ENV: 'production' },
        readyPath: '/healthz',
        nodeArgs: ['--import', 'tsx'],
      },
    );
    servers.push(memory);
    return memory;
  } finally {
    fs.rmSync(answersFile, { force: true }); // read at start
  }
};
