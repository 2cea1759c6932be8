// The production stack the bench scripts drive: the mock upstream and gateways from their
// compiled bundles, each in a process of its own, and the demo buyer signed in through them.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedAnswer } from './baselines/memory-answers';
import { assertAnswers, type LoadCase } from './load';
import { peerCookies } from './peers/peer-cookies';
import { gatewayNodeFlags } from '../lib/gateway-node-flags.mjs';
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
 * A gateway as production runs it (`bff/dist/server.js`, `NODE_ENV=production`, the node flags
 * `npm start` and the image give it, the Redis store under the run's key prefix), on a free port;
 * `env` adds to or overrides its environment, `nodeArgs` adds flags, `v8Defaults` leaves out
 * the product's own (bench:edge's A/B of them), `file` runs another bundle (bench:edge's cut copies).
 */
export const startGateway = async (
  { redis, keyPrefix, servers, database }: BenchResources,
  mockUrl: string,
  options: {
    name?: string;
    file?: string;
    env?: Record<string, string | undefined>;
    nodeArgs?: string[];
    v8Defaults?: boolean;
  } = {},
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
        ...database.env,
        ...options.env,
      },
      readyPath: '/healthz',
      nodeArgs: [...(options.v8Defaults ? [] : gatewayNodeFlags), ...(options.nodeArgs ?? [])],
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
  if (res.status !== 200)
    throw new Error(`gateway sign-in: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
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
    pid: gateway.pid,
  } satisfies LoadCase,
  cached: {
    title: `gateway${label} category/trees (cached)`,
    url: `${gateway.url}/api/category/trees`,
    method: 'POST',
    body: {},
    headers: browser,
    pid: gateway.pid,
  } satisfies LoadCase,
  page: {
    title: `gateway${label} top page HTML`,
    url: `${gateway.url}/`,
    method: 'GET',
    headers: { accept: 'text/html', cookie: browser.cookie! },
    pid: gateway.pid,
  } satisfies LoadCase,
});

/**
 * The gateway's answers to `cases`, written to a file a baseline reads at start (then removed):
 * the bytes it sends, their content type and ETag.
 */
const recordAnswers = async (cases: LoadCase[]) => {
  const recorded: RecordedAnswer[] = [];
  for (const c of cases) {
    const { text, contentType, etag } = await assertAnswers(c);
    recorded.push({
      method: c.method === 'GET' ? 'get' : 'post',
      path: new URL(c.url).pathname,
      contentType,
      etag,
      bodyBase64: Buffer.from(text).toString('base64'),
    });
  }
  const file = path.join(os.tmpdir(), `kk-bench-answers-${process.pid}-${randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify(recorded));
  return file;
};

/** A baseline or peer of the bench run from its TypeScript source, its own process. */
const startScript = async (
  { servers }: Pick<BenchResources, 'servers'>,
  name: string,
  file: string,
  env: Record<string, string>,
  stopSignal?: NodeJS.Signals,
  nodeArgs: string[] = [],
) => {
  const port = await freePort();
  const server = await startServer(name, file, {
    port,
    env: { PORT: String(port), NODE_ENV: 'production', ...env },
    readyPath: '/healthz',
    nodeArgs: [...nodeArgs, '--import', 'tsx'],
    stopSignal,
  });
  servers.push(server);
  return server;
};

/**
 * Information, not a goal: the ceiling for an Express answer, a bare Express app
 * (baselines/memory-answers.ts) answering from memory exactly the bytes the gateway answers to
 * each case, checking nothing.
 */
export const startMemoryBaseline = async (resources: BenchResources, cases: LoadCase[]) => {
  const answersFile = await recordAnswers(cases);
  try {
    return await startScript(
      resources,
      'in-memory Express',
      'scripts/bench/baselines/memory-answers.ts',
      { BENCH_ANSWERS_FILE: answersFile },
    );
  } finally {
    fs.rmSync(answersFile, { force: true }); // read at start
  }
};

/**
 * The required-work baseline (baselines/required-work.ts): only what the gateway must do per
 * case, on the gateway's Redis, session key and upstream; `stored` are the gateway's cached read
 * and page, whose answers it keeps in memory.
 */
export const startRequiredWork = async (
  resources: BenchResources,
  upstream: string,
  stored: LoadCase[],
  nodeArgs: string[] = [],
) => {
  const answersFile = await recordAnswers(stored);
  try {
    return await startScript(
      resources,
      'required work',
      'scripts/bench/baselines/required-work.ts',
      {
        BENCH_ANSWERS_FILE: answersFile,
        BENCH_UPSTREAM: upstream,
        REDIS_URL: resources.redis.url,
        REDIS_KEY_PREFIX: resources.keyPrefix,
        SESSION_ENCRYPTION_KEY: sessionKey,
      },
      undefined,
      nodeArgs,
    );
  } finally {
    fs.rmSync(answersFile, { force: true });
  }
};

/** The pass-through (baselines/pass-through.ts), information only: it never parses an answer. */
export const startPassThrough = (resources: BenchResources, upstream: string) =>
  startScript(resources, 'pass-through', 'scripts/bench/baselines/pass-through.ts', {
    BENCH_UPSTREAM: upstream,
  });

/** The peer: Alokai's middleware with the minimal integration of peers/ (SIGINT: see processes.ts). */
export const startPeer = (resources: BenchResources, upstream: string) =>
  startScript(
    resources,
    'Alokai middleware',
    'scripts/bench/peers/alokai-server.ts',
    { BENCH_UPSTREAM: upstream },
    'SIGINT',
  );

/** One POST to the upstream directly, not through a gateway: its parsed answer. */
export const postUpstream = async <Data>(
  upstream: string,
  name: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  (await (
    await fetch(`${upstream}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  ).json()) as { data: Data };

/** The demo buyer signed in at the upstream directly: the credentials the upstream gave. */
export const signInAtUpstream = async (upstream: string) => {
  type SignedIn = Record<string, string> & { user: { id: string } };
  const clientId = (await postUpstream<SignedIn>(upstream, 'original/account/id', {})).data
    .client_id!;
  const signedIn = (
    await postUpstream<SignedIn>(upstream, 'account/signin', demoBuyer, { 'x-client-id': clientId })
  ).data;
  return {
    clientId,
    accessToken: signedIn.access_token!,
    userId: signedIn.user.id,
    refreshToken: signedIn.refresh_token!,
  };
};
export type UpstreamCredentials = Awaited<ReturnType<typeof signInAtUpstream>>;

/** The headers the pass-through forwards: the upstream's own credentials headers. */
export const upstreamHeaders = (credentials: UpstreamCredentials) => ({
  'x-client-id': credentials.clientId,
  'x-access-token': credentials.accessToken,
  'x-user-id': credentials.userId,
});

/**
 * The peer's two cases, as Alokai's SDK calls them (POST /<integration>/<method>, the arguments
 * as an array), the buyer's credentials in the integration's cookies (peers/alokai-integration.ts).
 */
export const peerCases = (peer: Server, credentials: UpstreamCredentials) => {
  const cookie = [
    `${peerCookies.clientId}=${credentials.clientId}`,
    `${peerCookies.accessToken}=${credentials.accessToken}`,
    `${peerCookies.userId}=${credentials.userId}`,
    `${peerCookies.refreshToken}=${credentials.refreshToken}`,
  ].join('; ');
  return {
    proxied: {
      title: 'Alokai middleware items/list (signed in)',
      url: `${peer.url}/kakehashi/itemsList`,
      method: 'POST',
      body: [{ offset: 0, limit: 20 }],
      headers: { cookie },
      pid: peer.pid,
    } satisfies LoadCase,
    cached: {
      title: 'Alokai middleware category/trees',
      url: `${peer.url}/kakehashi/categoryTrees`,
      method: 'POST',
      body: [{}],
      headers: { cookie },
      pid: peer.pid,
    } satisfies LoadCase,
  };
};
