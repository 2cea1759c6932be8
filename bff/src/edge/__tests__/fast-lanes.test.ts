import http from 'node:http';
import pino from 'pino';
import { createApp } from '../../app';
import { manualClock } from '../../clock';
import { createMemoryStore } from '../../session/memory-store';
import { demoBuyer, listen, startMock, testConfig } from '../../__tests__/support/stack';
import { fakeDist } from './support';

// docs/architecture.md#fast-lanes: a fresh cached read and a public page are answered early, with
// exactly the bytes and headers the normal chain gives; anything else takes the normal chain.

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Ask = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/** One request without any client-side decoding: the bytes and headers as they were sent. */
const ask = (url: string, { method = 'POST', path, headers = {}, body }: Ask) =>
  new Promise<Raw>((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {}),
        ...headers,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });

/** What must be equal: everything but the date (and the connection framing). */
const comparable = ({ status, headers, body }: Raw) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

const dist = fakeDist();
const partner = 'https://partner.example';
let mock: Awaited<ReturnType<typeof startMock>>;
const clock = manualClock(Date.now());
const lanes: string[] = [];
const started: { url: string; close: () => Promise<void> }[] = [];

const start = async (fastLanes: boolean) => {
  const config = testConfig({
    UPSTREAM_URL: mock.url,
    WEB_DIST_DIR: dist.dir,
    CORS_ALLOWED_ORIGINS: partner,
  });
  const store = createMemoryStore({ maxEntries: 1000, clock });
  const bff = createApp({
    config,
    store,
    clock,
    logger: pino({ level: 'silent' }),
    fastLanes,
    onFastLane: (lane) => void lanes.push(lane),
  });
  const listening = await listen(bff.app);
  const stack = {
    url: listening.url,
    close: async () => {
      await listening.close();
      bff.close();
      await store.close();
    },
  };
  started.push(stack);
  return stack;
};

let fast: { url: string };
let normal: { url: string };
beforeAll(async () => {
  mock = await startMock();
  fast = await start(true);
  normal = await start(false);
});
afterAll(async () => {
  for (const stack of started) await stack.close();
  await mock.close();
  dist.remove();
});
beforeEach(() => void lanes.splice(0));

const csrf = { 'x-csrf': '1', 'x-request-id': 'fast-lane-test-0001' };
const trees = (headers: Record<string, string> = {}, body = '{}'): Ask => ({
  path: '/api/category/trees',
  headers: { ...csrf, ...headers },
  body,
});

/** Asks both apps the same thing; the fast one first, so its lane decision is the last recorded. */
const both = async (request: Ask) => {
  lanes.splice(0);
  const viaFast = await ask(fast.url, request);
  const lane = lanes.at(-1);
  const viaNormal = await ask(normal.url, request);
  return { viaFast, viaNormal, lane };
};

describe('the cached-read fast lane', () => {
  it('answers a fresh held read with the bytes and headers of the normal chain', async () => {
    // The first asks load the answer (normal chain in both apps); later ones find it held.
    for (const language of ['en', 'jp']) {
      const first = await both(trees({ cookie: `kk_lang=${language}` }));
      expect(first.lane).toBeUndefined();
      expect(first.viaFast.status).toBe(200);
    }
    const variants: Record<string, string>[] = [
      {},
      { cookie: 'kk_lang=jp' },
      { cookie: 'kk_lang=en', 'accept-encoding': 'gzip, deflate, br' },
      { cookie: 'kk_lang=jp', 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'identity' },
      { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' },
    ];
    for (const headers of variants) {
      const { viaFast, viaNormal, lane } = await both(trees(headers));
      expect(lane).toBe('read');
      expect(viaFast.status).toBe(200);
      expect(comparable(viaFast)).toEqual(comparable(viaNormal));
    }
    const japanese = await ask(fast.url, trees({ cookie: 'kk_lang=jp' }));
    expect(japanese.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(japanese.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(japanese.headers['x-request-id']).toBe('fast-lane-test-0001');
  });

  it("keeps CORS's Vary: Origin beside Vary: Accept-Encoding, as the normal chain does", async () => {
    await ask(fast.url, trees({ origin: partner }));
    const { viaFast, viaNormal, lane } = await both(trees({ origin: partner }));
    expect(lane).toBe('read');
    expect(viaFast.headers['access-control-allow-origin']).toBe(partner);
    expect(viaFast.headers.vary).toBe('Origin, Accept-Encoding');
    expect(comparable(viaFast)).toEqual(comparable(viaNormal));
  });

  it('answers 304 to a request holding the tag, as the normal chain does', async () => {
    const tagged = await ask(fast.url, trees({ 'accept-encoding': 'gzip' }));
    const { viaFast, viaNormal, lane } = await both(
      trees({ 'accept-encoding': 'gzip', 'if-none-match': tagged.headers.etag! }),
    );
    expect(lane).toBe('read');
    expect(viaFast.status).toBe(304);
    expect(viaFast.body.length).toBe(0);
    expect(comparable(viaFast)).toEqual(comparable(viaNormal));
  });

  it('keys the answer by the validated body: junk and key order do not matter, a bad body is refused as ever', async () => {
    await both({ ...trees(), path: '/api/news/list', body: '{"offset":0,"limit":5}' });
    const reordered = await both({
      ...trees(),
      path: '/api/news/list',
      body: '{"limit":5,"offset":0}',
    });
    expect(reordered.lane).toBe('read');
    expect(comparable(reordered.viaFast)).toEqual(comparable(reordered.viaNormal));
    for (const body of ['{"limit":"many"}', '{"limit":5', '"text"', '{"__proto__":{"x":1}}']) {
      const refused = await both({ ...trees(), path: '/api/news/list', body });
      expect(refused.lane).toBeUndefined();
      expect(refused.viaFast.status).toBe(400);
      expect(comparable(refused.viaFast)).toEqual(comparable(refused.viaNormal));
    }
    // Unusual but valid (a byte-order mark the JSON parser drops): left to the normal parser.
    const marked = await both({ ...trees(), path: '/api/news/list', body: '\uFEFF{}' });
    expect(marked.lane).toBeUndefined();
    expect(marked.viaFast.status).toBe(200);
    expect(comparable(marked.viaFast)).toEqual(comparable(marked.viaNormal));
  });

  it('still refuses a request without X-CSRF, and a cross-site one', async () => {
    const refused: Record<string, string>[] = [
      { 'x-csrf': '0' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const { viaFast, viaNormal, lane } = await both(trees(headers));
      expect(lane).toBeUndefined();
      expect(viaFast.status).toBe(403);
      expect(comparable(viaFast)).toEqual(comparable(viaNormal));
    }
    // A browser that takes neither gzip nor identity only: the compression middleware chooses.
    const brotli = await both(trees({ 'accept-encoding': 'br' }));
    expect(brotli.lane).toBeUndefined();
    expect(comparable(brotli.viaFast)).toEqual(comparable(brotli.viaNormal));
    const noHeader = await ask(fast.url, { path: '/api/category/trees', body: '{}' });
    expect(noHeader.status).toBe(403);
  });

  it('leaves a stale or missing entry to the normal chain', async () => {
    const missing = await both({ ...trees(), path: '/api/news/list', body: '{"limit":7}' });
    expect(missing.lane).toBeUndefined();
    expect(missing.viaFast.status).toBe(200);
    // The body read by the lane hands the request on in its own async context: the upstream call
    // of both apps carries the request id.
    const forwarded = mock.calls.filter((call) => call.path === '/news/list').slice(-2);
    expect(forwarded.map((call) => call.headers['x-request-id'])).toEqual([
      'fast-lane-test-0001',
      'fast-lane-test-0001',
    ]);
    clock.advance(60 * 60 * 1000); // past the freshness of every entry
    const stale = await both(trees());
    expect(stale.lane).toBeUndefined();
    expect(stale.viaFast.status).toBe(200);
  });
});

describe('the page fast lane', () => {
  it('answers a public page with the bytes and headers of the normal chain, in the cookie language', async () => {
    const tagged = await ask(fast.url, { method: 'GET', path: '/account/login' });
    const requests: Ask[] = [
      { method: 'GET', path: '/reminder' },
      { method: 'GET', path: '/buyer_policy?x=1', headers: { cookie: 'kk_lang=jp' } },
      { method: 'HEAD', path: '/reminder' },
      { method: 'GET', path: '/reminder', headers: { 'accept-encoding': 'gzip' } },
      { method: 'GET', path: '/reminder', headers: { 'if-none-match': tagged.headers.etag! } },
    ];
    for (const request of requests) {
      const { viaFast, viaNormal, lane } = await both({
        ...request,
        headers: { 'x-request-id': 'fast-lane-test-0002', ...request.headers },
      });
      expect(lane).toBe('page');
      expect(comparable(viaFast)).toEqual(comparable(viaNormal));
    }
    const japanese = await ask(fast.url, {
      method: 'GET',
      path: '/reminder',
      headers: { cookie: 'kk_lang=jp' },
    });
    expect(japanese.body.toString()).toContain('<html lang="ja">');
    expect(japanese.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers a login-required page to a signed-in session, as the normal chain does', async () => {
    const signIn = async (url: string) => {
      const res = await ask(url, {
        path: '/api/auth/signin',
        headers: csrf,
        body: JSON.stringify(demoBuyer),
      });
      expect(res.status).toBe(200);
      return res.headers['set-cookie']!.map((cookie) => cookie.split(';')[0]).join('; ');
    };
    const [fastCookie, normalCookie] = [await signIn(fast.url), await signIn(normal.url)];
    for (const path of ['/', '/favorites?page=2']) {
      lanes.splice(0);
      const headers = { 'x-request-id': 'fast-lane-test-0004', 'accept-encoding': 'gzip' };
      const viaFast = await ask(fast.url, {
        method: 'GET',
        path,
        headers: { ...headers, cookie: fastCookie },
      });
      expect(lanes).toEqual(['page']);
      const viaNormal = await ask(normal.url, {
        method: 'GET',
        path,
        headers: { ...headers, cookie: normalCookie },
      });
      expect(viaFast.status).toBe(200);
      expect(comparable(viaFast)).toEqual(comparable(viaNormal));
    }
  });

  it('leaves login-required pages, prefixes, the login page and unknown paths to the page rules', async () => {
    for (const path of [
      '/favorites',
      '/jp/search',
      '/account/login?redirect=https://evil.example',
      '/no-such-page',
    ]) {
      const { viaFast, viaNormal, lane } = await both({
        method: 'GET',
        path,
        headers: { 'x-request-id': 'fast-lane-test-0003' },
      });
      expect(lane).toBeUndefined();
      expect(comparable(viaFast)).toEqual(comparable(viaNormal));
    }
  });
});
