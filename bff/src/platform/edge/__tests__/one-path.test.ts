import http from 'node:http';
import pino from 'pino';
import { createApp } from '../../../app';
import { manualClock } from '../../clock';
import { createMemoryStore } from '../../store/memory-store';
import { demoBuyer, listen, startMock, testConfig } from '../../../__tests__/support/stack';
import { fakeDist } from './support';

// docs/architecture.md#one-path-through-the-gateway: the cached read and the page take the one
// path every request takes. A fresh cached read is answered from its stored bytes with its ETag
// right after the CSRF, cross-site and body checks; a page right after the page rules. (These are
// the behaviours the former fast lanes' equivalence test held, now asked of the one path.)

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

const dist = fakeDist();
const partner = 'https://partner.example';
const clock = manualClock(Date.now());
let mock: Awaited<ReturnType<typeof startMock>>;
let url: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  mock = await startMock();
  const store = createMemoryStore({ maxEntries: 1000, clock });
  const bff = createApp({
    config: testConfig({
      UPSTREAM_URL: mock.url,
      WEB_DIST_DIR: dist.dir,
      CORS_ALLOWED_ORIGINS: partner,
    }),
    store,
    clock,
    logger: pino({ level: 'silent' }),
  });
  const listening = await listen(bff.app);
  url = listening.url;
  stop = async () => {
    await listening.close();
    bff.close();
    await store.close();
  };
});
afterAll(async () => {
  await stop();
  await mock.close();
  dist.remove();
});

const csrf = { 'x-csrf': '1', 'x-request-id': 'one-path-test-0001' };
const trees = (headers: Record<string, string> = {}, body = '{}'): Ask => ({
  path: '/api/category/trees',
  headers: { ...csrf, ...headers },
  body,
});
const upstreamCalls = (path: string) => mock.calls.filter((call) => call.path === path).length;

describe('a cached read on the one path', () => {
  it('answers a fresh entry from its stored bytes and ETag, in the cookie language', async () => {
    const first = {
      en: await ask(url, trees()),
      jp: await ask(url, trees({ cookie: 'kk_lang=jp' })),
    };
    const calls = upstreamCalls('/category/trees');
    for (const [language, loaded] of Object.entries(first)) {
      expect(loaded.status).toBe(200);
      const again = await ask(url, trees({ cookie: `kk_lang=${language}` }));
      expect(again.status).toBe(200);
      expect(again.body.equals(loaded.body)).toBe(true);
      expect(again.headers.etag).toBe(loaded.headers.etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(again.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(again.headers['x-request-id']).toBe('one-path-test-0001');
    }
    const gzipped = await ask(url, trees({ 'accept-encoding': 'gzip' }));
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toMatch(/-gz"$/);
    expect(upstreamCalls('/category/trees')).toBe(calls);
  });

  it("keeps CORS's Vary: Origin beside Vary: Accept-Encoding", async () => {
    const res = await ask(url, trees({ origin: partner }));
    expect(res.headers['access-control-allow-origin']).toBe(partner);
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('answers 304 to a request holding the tag', async () => {
    const tagged = await ask(url, trees({ 'accept-encoding': 'gzip' }));
    const again = await ask(
      url,
      trees({ 'accept-encoding': 'gzip', 'if-none-match': tagged.headers.etag! }),
    );
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves a browser that takes brotli but not gzip to the compression middleware', async () => {
    const res = await ask(url, trees({ 'accept-encoding': 'br' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('keys the answer by the validated body: junk and key order do not matter, a bad body is refused as ever', async () => {
    const news = (body: string): Ask => ({ ...trees(), path: '/api/news/list', body });
    const loaded = await ask(url, news('{"offset":0,"limit":5}'));
    const calls = upstreamCalls('/news/list');
    const reordered = await ask(url, news('{"limit":5,"offset":0}'));
    const junk = await ask(url, news('{"limit":5,"offset":0,"junk":"x"}'));
    for (const same of [reordered, junk]) {
      expect(same.status).toBe(200);
      expect(same.headers.etag).toBe(loaded.headers.etag);
    }
    expect(upstreamCalls('/news/list')).toBe(calls);
    for (const body of ['{"limit":"many"}', '{"limit":5', '"text"', '{"__proto__":{"x":1}}']) {
      const refused = await ask(url, news(body));
      expect([body, refused.status]).toEqual([body, 400]);
      expect(JSON.parse(refused.body.toString()).status).toBe('E000-400');
    }
    // Unusual but valid (a byte-order mark the JSON parser drops).
    expect((await ask(url, news('\uFEFF{}'))).status).toBe(200);
  });

  it('remembers what a raw body means per route and language, refusals included', async () => {
    const news = (body: string, language = 'en'): Ask => ({
      ...trees({ cookie: `kk_lang=${language}` }),
      path: '/api/news/list',
      body,
    });
    const body = '{"offset":0,"limit":3}';
    const before = upstreamCalls('/news/list');
    const first = { en: await ask(url, news(body)), jp: await ask(url, news(body, 'jp')) };
    const calls = upstreamCalls('/news/list');
    expect(calls - before).toBe(2); // one entry per language
    for (const language of ['en', 'jp'] as const) {
      const again = await ask(url, news(body, language));
      expect(again.status).toBe(200);
      expect(again.headers.etag).toBe(first[language].headers.etag);
      expect(again.body.equals(first[language].body)).toBe(true);
    }
    expect(upstreamCalls('/news/list')).toBe(calls);
    // The same bytes on another route are that route's body (the category tree takes no page);
    // a refused body stays refused, in the language asked each time.
    const onTrees = await ask(url, { ...trees(), body });
    expect(onTrees.status).toBe(400);
    for (const language of ['en', 'jp', 'en']) {
      const refused = await ask(url, news('{"limit":"many"}', language));
      expect(refused.status).toBe(400);
      const result = JSON.parse(refused.body.toString()) as { status: string; message: string };
      expect(result.status).toBe('E000-400');
      expect(/[\u3040-\u30ff\u4e00-\u9faf]/.test(result.message)).toBe(language === 'jp');
    }
  });

  it('answers a flood of distinct raw bodies that mean one body from one entry', async () => {
    // A stranger varies the bytes (spacing, junk fields) so that each request is new to the raw
    // body memo: each is checked and keyed on its own, and all share the one cached answer.
    const news = (body: string): Ask => ({ ...trees(), path: '/api/news/list', body });
    const first = await ask(url, news('{"offset":0,"limit":4}'));
    const calls = upstreamCalls('/news/list');
    for (let i = 0; i < 300; i++) {
      const body = `{${' '.repeat(i % 17)}"offset":0,"limit":4,"junk${i}":"${'x'.repeat(i)}"}`;
      const res = await ask(url, news(body));
      expect([i, res.status, res.headers.etag]).toEqual([i, 200, first.headers.etag]);
    }
    expect(upstreamCalls('/news/list')).toBe(calls);
  });

  it('still refuses a request without X-CSRF, and a cross-site one, however fresh the entry', async () => {
    await ask(url, trees());
    for (const headers of [{ 'x-csrf': '0' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const refused = await ask(url, trees(headers));
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body.toString()).status).toBe('E000-403');
    }
    expect((await ask(url, { path: '/api/category/trees', body: '{}' })).status).toBe(403);
    // The router matches any letter case: so do the checks.
    for (const path of ['/API/category/trees', '/Api/items/list']) {
      const refused = await ask(url, { path, body: '{}' });
      expect([path, refused.status]).toEqual([path, 403]);
    }
    expect(
      (await ask(url, { path: '/API/category/trees', headers: csrf, body: '{}' })).status,
    ).toBe(200);
  });

  it('takes a stale or missing entry to the upstream, in the request’s own context', async () => {
    const missing = await ask(url, { ...trees(), path: '/api/news/list', body: '{"limit":7}' });
    expect(missing.status).toBe(200);
    const forwarded = mock.calls.filter((call) => call.path === '/news/list').at(-1);
    expect(forwarded?.headers['x-request-id']).toBe('one-path-test-0001');
    const calls = upstreamCalls('/category/trees');
    clock.advance(60 * 60 * 1000); // past the freshness of every entry
    expect((await ask(url, trees())).status).toBe(200);
    expect(upstreamCalls('/category/trees')).toBeGreaterThanOrEqual(calls);
  });
});

describe('a page on the one path', () => {
  it('answers a public page in the cookie language, with its tag and HEAD', async () => {
    const page = await ask(url, { method: 'GET', path: '/reminder' });
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    const japanese = await ask(url, {
      method: 'GET',
      path: '/buyer_policy?x=1',
      headers: { cookie: 'kk_lang=jp' },
    });
    expect(japanese.body.toString()).toContain('<html lang="ja">');
    const head = await ask(url, { method: 'HEAD', path: '/reminder' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const gzipped = await ask(url, {
      method: 'GET',
      path: '/reminder',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.status).toBe(200); // the test build is below the gzip threshold
    const again = await ask(url, {
      method: 'GET',
      path: '/reminder',
      headers: { 'if-none-match': page.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('answers a login-required page to a signed-in session and redirects a signed-out one', async () => {
    const signedIn = await ask(url, {
      path: '/api/auth/signin',
      headers: csrf,
      body: JSON.stringify(demoBuyer),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers['set-cookie']!.map((c) => c.split(';')[0]).join('; ');
    for (const path of ['/', '/favorites?page=2']) {
      const page = await ask(url, { method: 'GET', path, headers: { cookie } });
      expect([path, page.status]).toEqual([path, 200]);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    const out = await ask(url, { method: 'GET', path: '/favorites' });
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe('/account/login?redirect=%2Ffavorites');
  });

  it('leaves prefixes, the login page’s redirect and unknown paths to the page rules and the app', async () => {
    const prefixed = await ask(url, { method: 'GET', path: '/jp/search' });
    expect(prefixed.status).toBe(302);
    expect(prefixed.headers.location).toBe('/search');
    const login = await ask(url, {
      method: 'GET',
      path: '/account/login?redirect=https://evil.example',
    });
    expect(login.status).toBe(302);
    expect(login.headers.location).not.toContain('evil.example');
    const unknown = await ask(url, { method: 'GET', path: '/no-such-page' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });
});
