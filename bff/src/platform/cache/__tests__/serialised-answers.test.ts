import express from 'express';
import { createMockApp } from '../../../../../mocks/src/app';
import { manualClock } from '../../clock';
import { createMemoryStore } from '../../store/memory-store';
import { recordingStore } from '../../../__tests__/support/recording-store';
import { listen, signIn, startBff, type Bff } from '../../../__tests__/support/stack';

// docs/architecture.md#caching: a cached read is answered from its stored bytes with a strong
// ETag; the session is not read for it.

/** The mock upstream, whose category tree names carry the asked language and a version. */
const startUpstream = async () => {
  const mock = createMockApp({ productCount: 120 });
  let version = 1;
  const front = express();
  front.use((req, res, next) => {
    if (!req.path.endsWith('/category/trees')) return next();
    const json = res.json.bind(res);
    res.json = (body: { data?: { trees?: { name?: string }[] } }) => {
      const first = body.data?.trees?.[0];
      if (first) first.name = `${first.name} [${req.get('accept-language')} v${version}]`;
      return json(body);
    };
    next();
  });
  front.use(mock.app);
  const listening = await listen(front);
  return { ...listening, nextVersion: () => (version += 1) };
};

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let bff: Bff;
let recording: ReturnType<typeof recordingStore>;
beforeAll(async () => {
  upstream = await startUpstream();
  const clock = manualClock(Date.now());
  recording = recordingStore(createMemoryStore({ maxEntries: 1000, clock }));
  bff = await startBff({ upstreamUrl: upstream.url, store: recording.store, clock });
});
afterAll(async () => {
  await bff.close();
  await upstream.close();
});

const trees = (language?: string, ifNoneMatch?: string) => {
  const browser = bff.browser();
  const req = browser.agent.post('/api/category/trees').set('X-CSRF', '1').send({});
  if (language) req.set('Cookie', `kk_lang=${language}`);
  if (ifNoneMatch) req.set('If-None-Match', ifNoneMatch);
  return req;
};

describe('a cached read answered from its bytes', () => {
  it('carries a strong ETag and answers 304 to a request holding it', async () => {
    const first = await trees('en');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}(-gz)?"$/);
    const again = await trees('en', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    // A weak form of the same tag and a list holding it match too (RFC 9110 weak comparison).
    expect((await trees('en', `"other", W/${first.headers.etag}`)).status).toBe(304);
  });

  it('answers 200 with the same bytes to a request holding another tag', async () => {
    const first = await trees('en');
    const other = await trees('en', '"not-this-one"');
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(other.body.status).toBe('E000-000');
  });

  it('keeps a gzip form and a plain form, each with its own tag', async () => {
    const gzip = await trees('en').set('Accept-Encoding', 'gzip');
    const plain = await trees('en').set('Accept-Encoding', 'identity');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(gzip.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-gz"$/);
    expect(plain.body).toEqual(gzip.body);
    expect((await trees('en', plain.headers.etag).set('Accept-Encoding', 'identity')).status).toBe(
      304,
    );
  });

  it('is kept per language: each language has its own bytes and tag', async () => {
    const en = await trees('en');
    const jp = await trees('jp');
    expect(en.body.data.trees[0].name).toContain('[en');
    expect(jp.body.data.trees[0].name).toContain('[ja');
    expect(jp.headers.etag).not.toBe(en.headers.etag);
    expect((await trees('jp', en.headers.etag)).status).toBe(200);
  });

  it('gets a new tag when the answer changes', async () => {
    const before = await trees('en');
    upstream.nextVersion();
    // Past freshness and the stale window: the next read asks the upstream again.
    bff.clock.advance((bff.config.cache.ttlMs + bff.config.cache.staleMs) * 2);
    const after = await trees('en', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.trees[0].name).toContain('v2');
  });
});

describe('a member-independent read of a signed-in buyer', () => {
  it('does not touch the session in the store and answers in the cookie language', async () => {
    const browser = bff.browser();
    await signIn(browser);
    await browser.put('/api/language', { language: 'jp' });
    recording.calls.length = 0;
    const res = await browser.post('/api/category/trees');
    expect(res.status).toBe(200);
    expect(res.body.data.trees[0].name).toContain('[ja');
    expect(recording.commands('sess:')).toEqual([]);
    // A member read still reads (and slides) the session.
    await browser.post('/api/member/favorite/list', {});
    expect(recording.commands('sess:')).toContain('getAndExpire');
  });
});
