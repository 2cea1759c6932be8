import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { outboxSchema, outboxUrl } from '@kakehashi/contracts';
import { createMockApp, type MockOptions } from '../../../../mocks/src/app';
import type { Fault } from '../../../../mocks/src/state/faults';
import { createApp } from '../../app';
import { createDatabase, type Database } from '../../platform/db/database';
import { pgliteTemplate } from './pglite-template';
import { manualClock } from '../../platform/clock';
import { loadConfig, type Config } from '../../platform/config/config';
import type { KvStore } from '../../platform/store/kv-store';
import { createMemoryStore } from '../../platform/store/memory-store';
import {
  createSessionRepository,
  sessionStoreKey,
} from '../../platform/session/session-repository';
import { closedOnce } from './leftovers';

export const demoBuyer = { email: 'buyer@example.com', password: 'Kakehashi-2026' };

/** A config as the server would build it, from env-style overrides. */
export const testConfig = (env: Record<string, string> = {}): Config => {
  const loaded = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.config;
};

/** Listens on an ephemeral port and closes every connection on close (jest must exit cleanly). */
export const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: closedOnce(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  };
};

/**
 * The real mock upstream on an ephemeral port, with a log of every upstream path it was asked
 * for (the test's view of "how many upstream calls").
 */
export const startMock = async (options: MockOptions = {}) => {
  const mock = createMockApp({ productCount: 120, ...options });
  const calls: { path: string; headers: http.IncomingHttpHeaders; body?: unknown }[] = [];
  const front = express();
  front.use(express.json());
  front.use((req, _res, next) => {
    calls.push({
      path: req.path.replace(mock.options.basePath, ''),
      headers: req.headers,
      body: req.body,
    });
    next();
  });
  front.use((req, res, next) => {
    // express.json consumed the stream: hand the parsed body on to the mock's own parser.
    (req as { _body?: boolean })._body = true;
    next();
  });
  front.use(mock.app);
  const listening = await listen(front);
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  /** The mails the mock sent to `to`, oldest first (codes, tokens, texts). */
  const outbox = async (to: string) =>
    outboxSchema.parse(await fetch(outboxUrl(listening.url, to)).then((r) => r.json()));
  /** Injects faults into the mock's next answers, or clears them (`POST /__mock/faults`). */
  const faults = (body: Fault | Fault[] | { clear: true }) =>
    fetch(`${listening.url}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { ...mock, ...listening, calls, count, outbox, faults };
};
export type MockUpstream = Awaited<ReturnType<typeof startMock>>;

/**
 * The real mock for the tests of the file (or block) this is called in: started before them and
 * closed after. What it returns is that mock once `beforeAll` has run (the started mock's fields
 * are copied into it), so tests read `mock.url` and `mock.count(…)` as of any started one.
 */
export const mockForFile = (options: MockOptions = {}): MockUpstream => {
  const mock = {} as MockUpstream;
  beforeAll(async () => {
    Object.assign(mock, await startMock(options));
  });
  afterAll(async () => (mock as Partial<MockUpstream>).close?.());
  return mock;
};

export type BffOptions = {
  upstreamUrl: string;
  env?: Record<string, string>;
  store?: KvStore;
  clock?: ReturnType<typeof manualClock>;
  /** A trade-desk database shared with other instances (closed by its owner, not the BFF). */
  database?: Database;
};

/** A BFF instance wired to an upstream URL and a store, listening on an ephemeral port. */
export const startBff = async (options: BffOptions) => {
  const clock = options.clock ?? manualClock(Date.now());
  const config = testConfig({ UPSTREAM_URL: options.upstreamUrl, ...options.env });
  const ownStore = !options.store;
  const store = options.store ?? createMemoryStore({ maxEntries: 10_000, clock });
  // Opened only if a test reaches the trade desk, from the template rather than initdb.
  const ownDatabase = !options.database;
  const database = options.database ?? createDatabase({ ...config.database, pgliteTemplate });
  /** Every upstream call the BFF made, by catalogue name (createApp's onUpstreamCall). */
  const upstreamCalls: string[] = [];
  const bff = createApp({
    config,
    store,
    clock,
    logger: pino({ level: 'silent' }),
    onUpstreamCall: (name) => void upstreamCalls.push(name),
    database,
  });
  const listening = await listen(bff.app);
  /** A browser: keeps cookies, sends the CSRF header. */
  const browser = () => {
    const agent = request.agent(listening.url);
    return {
      agent,
      get: (path: string) => agent.get(path).set('X-CSRF', '1'),
      post: (path: string, body: object = {}) => agent.post(path).set('X-CSRF', '1').send(body),
      put: (path: string, body: object = {}) => agent.put(path).set('X-CSRF', '1').send(body),
      cookie: (name: string) =>
        agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })
          ?.value,
    };
  };
  const sessions = createSessionRepository(store, clock, config.session);
  return {
    ...listening,
    config,
    store,
    /** The stored record of a session id, opened as the BFF opens it (null when there is none). */
    sessionRecord: (id: string) => sessions.read(id),
    /** Where the store keeps a session id's record (hashed, session-repository.ts). */
    sessionKey: sessionStoreKey,
    clock,
    browser,
    upstreamCalls,
    breakerStates: bff.breakerStates,
    close: closedOnce(async () => {
      await listening.close();
      bff.close();
      if (ownDatabase) await database.close();
      if (ownStore) await store.close();
    }),
  };
};
export type Bff = Awaited<ReturnType<typeof startBff>>;
export type Browser = ReturnType<Bff['browser']>;

/**
 * The real mock and one BFF on it, started before the file's tests and closed after them; the
 * fields are set once `beforeAll` has run.
 */
export const mockAndBffForFile = (
  options: Omit<BffOptions, 'upstreamUrl'> & {
    /**
     * The file sends requests the trade desk records: its in-memory database is opened before
     * the tests, as server.ts opens it at start, so no request waits for it.
     */
    tradeDesk?: boolean;
  } = {},
) => {
  const stack = {} as { mock: MockUpstream; bff: Bff };
  const { tradeDesk, ...bffOptions } = options;
  let database: Database | undefined;
  beforeAll(
    async () => {
      stack.mock = await startMock();
      if (tradeDesk) {
        database = createDatabase({ schema: 'public', pgliteDir: 'memory', pgliteTemplate });
        await database.ready();
      }
      stack.bff = await startBff({ upstreamUrl: stack.mock.url, database, ...bffOptions });
      // PGlite compiles and boots a whole PostgreSQL: on a loaded machine that takes a while.
    },
    tradeDesk ? 120_000 : undefined,
  );
  afterAll(async () => {
    await stack.bff?.close();
    await database?.close();
    await stack.mock?.close();
  });
  return stack;
};

/** Signs the demo buyer in through the BFF (password mode). */
export const signIn = async (browser: Browser) => {
  const res = await browser.post('/api/auth/signin', demoBuyer);
  if (res.body.status !== 'E000-000')
    throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res;
};

/**
 * Gives an anonymous browser a session, as a guest's first cart does (a language choice no
 * longer creates one: docs/security.md#anonymous-sessions).
 */
export const startGuestSession = async (browser: Browser) => {
  const res = await browser.post('/api/cart/create');
  if (res.status !== 200) throw new Error(`cart/create failed: ${JSON.stringify(res.body)}`);
  return res;
};

/** Gives browser `to` the session of browser `from` (as two instances behind one balancer see it). */
export const shareSession = (from: Browser, to: Browser) =>
  to.agent.jar.setCookie(`kk_sid=${from.cookie('kk_sid')}`, '127.0.0.1', '/');

/** A browser of `bff` with the demo buyer signed in. */
export const signedInBrowser = async (bff: Bff) => {
  const browser = bff.browser();
  await signIn(browser);
  return browser;
};
