import Redis from 'ioredis';
import { manualClock } from '../../clock';
import {
  describeWithRedis,
  redisReadyMs,
  redisUrl,
  testRedisStore,
} from '../../../__tests__/support/redis';
import { mockForFile, startBff, type Bff } from '../../../__tests__/support/stack';
import { createMemoryStore, type MemoryStore } from '../../store/memory-store';
import { cacheBudgetKeys } from '../../store/cache-budget';

// docs/security.md#cache-bounds: the shared cache is bounded in bytes, and bodies that mean the
// same or that nobody asked for before cannot each store an answer.
const maxBytes = 1024 * 1024;
const maxVariants = 20;

const mock = mockForFile();

/** `count` requests, twenty at a time (a flood, without opening a thousand sockets at once). */
const flood = async (bff: Bff, count: number, body: (i: number) => object) => {
  const browser = bff.browser();
  for (let start = 0; start < count; start += 20) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, (_, j) =>
        browser.post('/api/contents/list', body(start + j)),
      ),
    );
    for (const res of answers) expect(res.body.status).toBe('E000-000');
  }
};

/** Filters the upstream drops (no value): each distinct, all meaning "no filter". */
const noOpFilter = (i: number) => ({ filters: [{ field: `tag${i}`, value: '' }], limit: 100 });
/** Filters that do filter (each a new body): the kind only a cap on variants bounds. */
const realFilter = (i: number) => ({
  filters: [
    { field: 'tag', value: `t${i}`, operator: 'or' },
    { field: 'code', value: '' },
  ],
  keyword: '',
  limit: 100,
});

describe('memory store', () => {
  let store: MemoryStore;
  let bff: Bff;
  beforeEach(async () => {
    const clock = manualClock(Date.now());
    store = createMemoryStore({ maxEntries: 10_000, maxCacheBytes: maxBytes, clock });
    bff = await startBff({
      upstreamUrl: mock.url,
      store,
      clock,
      env: { CACHE_MAX_VARIANTS_PER_ENDPOINT: String(maxVariants) },
    });
  });
  afterEach(async () => {
    await bff.close();
    await store.close();
  });

  it('stores one entry for thousands of distinct no-op filters', async () => {
    const before = mock.count('/contents/list');
    await flood(bff, 2000, noOpFilter);
    expect(mock.count('/contents/list') - before).toBe(1);
    expect(store.usage().cacheEntries).toBeLessThanOrEqual(2); // the answer and site settings
    // What the upstream was asked is the normalised body too.
    expect(mock.calls.filter((c) => c.path === '/contents/list').at(-1)?.body).not.toHaveProperty(
      'filters',
    );
  });

  it('keeps the bytes under the cap and the variants under theirs whatever the bodies', async () => {
    await flood(bff, 600, realFilter);
    const usage = store.usage();
    expect(usage.cacheBytes).toBeLessThanOrEqual(maxBytes);
    expect(usage.cacheEntries).toBeLessThanOrEqual(maxVariants + 1);
  });

  it('evicts by bytes: large answers beyond the cap push out older ones', async () => {
    // Pages of 100 contents at distinct offsets: each a large entry, within the variant cap.
    const big = createMemoryStore({ maxEntries: 1000, maxCacheBytes: maxBytes, clock: bff.clock });
    const bigBff = await startBff({
      upstreamUrl: mock.url,
      store: big,
      clock: bff.clock,
      env: { CACHE_MAX_VARIANTS_PER_ENDPOINT: '1000' },
    });
    try {
      await flood(bigBff, 200, (i) => ({ offset: i, limit: 100 }));
      expect(big.usage().cacheBytes).toBeGreaterThan(maxBytes / 2);
      expect(big.usage().cacheBytes).toBeLessThanOrEqual(maxBytes);
    } finally {
      await bigBff.close();
      await big.close();
    }
  });
});

describeWithRedis('Redis store', () => {
  it('stores cached reads only within its byte budget, each with a TTL', async () => {
    const redis = testRedisStore({ cacheMaxBytes: maxBytes });
    await redis.store.ready(redisReadyMs);
    const bff = await startBff({
      upstreamUrl: mock.url,
      store: redis.store,
      env: { CACHE_MAX_VARIANTS_PER_ENDPOINT: '1000' },
    });
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
    try {
      await flood(bff, 200, (i) => ({ offset: i, limit: 100 }));
      const keys = await admin.keys(`${redis.prefix}cache:*`);
      expect(keys.length).toBeGreaterThan(1);
      let bytes = 0;
      for (const key of keys) {
        bytes += key.length - redis.prefix.length + (await admin.strlen(key));
        expect(await admin.pttl(key)).toBeGreaterThan(0);
      }
      expect(bytes).toBeGreaterThan(maxBytes / 2);
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      const total = Number(await admin.hget(`${redis.prefix}${cacheBudgetKeys.sizes}`, '#total'));
      expect(total).toBeLessThanOrEqual(maxBytes);
      expect(await admin.pttl(`${redis.prefix}${cacheBudgetKeys.sizes}`)).toBeGreaterThan(0);
    } finally {
      admin.disconnect();
      await bff.close();
      await redis.cleanup();
    }
  });
});
