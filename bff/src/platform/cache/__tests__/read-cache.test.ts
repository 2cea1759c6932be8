import { setTimeout as sleep } from 'node:timers/promises';
import { proxyAllowlist } from '../../../routes/proxy/allowlist';
import { mockForFile, signIn, startBff, type Bff } from '../../../__tests__/support/stack';

const mock = mockForFile();
let bff: Bff;
beforeEach(async () => {
  bff = await startBff({ upstreamUrl: mock.url, env: { CACHE_TTL_S: '60', CACHE_STALE_S: '600' } });
});
afterEach(async () => bff.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await sleep(10);
};

describe('cache of member-independent reads', () => {
  it('answers a repeated read from the cache', async () => {
    const browser = bff.browser();
    const before = mock.count('/category/trees');
    const first = await browser.post('/api/category/trees');
    const second = await browser.post('/api/category/trees');
    expect(second.body).toEqual(first.body);
    expect(mock.count('/category/trees') - before).toBe(1);
  });

  it('shares one upstream call between concurrent misses of one key', async () => {
    const browser = bff.browser();
    await browser.post('/api/items/list', { limit: 1 }); // the session's client id first
    const before = mock.count('/news/list');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => browser.post('/api/news/list', { limit: 3 })),
    );
    expect(responses.every((r) => r.body.status === 'E000-000')).toBe(true);
    expect(mock.count('/news/list') - before).toBe(1);
  });

  it('serves a stale entry at once and refreshes it in the background, then expires it', async () => {
    const browser = bff.browser();
    const before = mock.count('/category/get');
    await browser.post('/api/category/get');
    bff.clock.advance(61_000); // past the TTL, inside the stale window
    expect((await browser.post('/api/category/get')).body.status).toBe('E000-000');
    await until(() => mock.count('/category/get') - before === 2);
    expect(mock.count('/category/get') - before).toBe(2);
    await browser.post('/api/category/get'); // fresh again
    expect(mock.count('/category/get') - before).toBe(2);
    bff.clock.advance(700_000); // past TTL and stale window: a plain miss
    await browser.post('/api/category/get');
    expect(mock.count('/category/get') - before).toBe(3);
  });

  it('keys entries by language', async () => {
    const en = bff.browser();
    const jp = bff.browser();
    await jp.put('/api/language', { language: 'jp' });
    const before = mock.count('/contents/list');
    await en.post('/api/contents/list');
    await jp.post('/api/contents/list');
    await jp.post('/api/contents/list');
    expect(mock.count('/contents/list') - before).toBe(2);
  });

  it('never caches an error response', async () => {
    const browser = bff.browser();
    await browser.post('/api/items/list', { limit: 1 });
    // Twice: an idempotent read is tried twice (UPSTREAM_READ_ATTEMPTS) before it fails.
    await mock.faults({ endpoint: 'variation/get', status: 500, times: 2 });
    const before = mock.count('/variation/get');
    expect((await browser.post('/api/variation/get')).status).toBe(502);
    expect((await browser.post('/api/variation/get')).body.status).toBe('E000-000');
    expect(mock.count('/variation/get') - before).toBe(3);
  });

  it('never caches member-specific data', async () => {
    const browser = bff.browser();
    await signIn(browser);
    const before = mock.count('/member/favorite/list');
    await browser.post('/api/member/favorite/list');
    await browser.post('/api/member/favorite/list');
    expect(mock.count('/member/favorite/list') - before).toBe(2);
    const cachedMemberEntries = [...proxyAllowlist.values()].filter(
      (e) => e.cache === 'shared' && e.access === 'member',
    );
    expect(cachedMemberEntries).toEqual([]);
  });
});

describe('shared reads carry no member credentials', () => {
  it('asks the upstream for a cached read without the member tokens, even when signed in', async () => {
    const bff = await startBff({ upstreamUrl: mock.url });
    const browser = bff.browser();
    await signIn(browser);
    await browser.post('/api/category/trees', { signedInProbe: true });
    const seen = mock.calls.filter((c) => c.path === '/category/trees').at(-1)!.headers;
    expect(seen['x-client-id']).toMatch(/^cl_/);
    expect(seen['x-access-token']).toBeUndefined();
    expect(seen['x-refresh-token']).toBeUndefined();
    await bff.close();
  });
});
