import Redis from 'ioredis';
import { manualClock } from '../../../platform/clock';
import { createMemoryStore, type MemoryStore } from '../../../platform/store/memory-store';
import {
  describeWithRedis,
  redisReadyMs,
  redisUrl,
  testRedisStore,
} from '../../../__tests__/support/redis';
import { mockForFile, signIn, startBff, type Bff } from '../../../__tests__/support/stack';
import { repeatKeyPrefix, repeatMemoryBytes } from '../repeat-guard';

// docs/security.md#cache-bounds and #probes-mails-and-guesses: one sender flooding the gateway
// with distinct sends (each a new body, so each a new entry of the repeat guard) is throttled as
// every mail is, and whatever gets through cannot take the remembered sends past their bound.
const mock = mockForFile();

/** A contact message of `bytes` characters, distinct per `i`; the member's own copy address. */
const message = (i: number, bytes = 200) => ({
  type: 'contact_general',
  title: `Flood ${i}`,
  name: 'Buyer',
  email: 'buyer@example.com',
  text: `${i} `.padEnd(bytes, 'x'),
});

/** `count` distinct sends from one signed-in browser, twenty at a time; their HTTP statuses. */
const flood = async (bff: Bff, count: number, bytes?: number) => {
  const browser = bff.browser();
  await signIn(browser);
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 20) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, (_, j) =>
        browser.post('/api/inquiries/put', message(start + j, bytes)),
      ),
    );
    statuses.push(...answers.map((res) => res.status));
  }
  return { browser, statuses };
};

describe('a flood of distinct sends from one member', () => {
  let store: MemoryStore;
  let bff: Bff;
  beforeEach(async () => {
    const clock = manualClock(Date.now());
    store = createMemoryStore({ maxEntries: 10_000, clock });
    bff = await startBff({ upstreamUrl: mock.url, store, clock });
  });
  afterEach(async () => {
    await bff.close();
    await store.close();
  });

  it('answers 429 after the session’s mail budget and remembers only what was sent', async () => {
    const before = mock.count('/inquiries/put');
    const budget = bff.config.throttle.mails.perSession.limit;
    const { browser, statuses } = await flood(bff, 60);
    expect(statuses.filter((status) => status === 200)).toHaveLength(budget);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(60 - budget).fill(429));
    expect(mock.count('/inquiries/put') - before).toBe(budget);
    // A refused send leaves nothing behind: one entry per send that went, each of a few hundred
    // bytes whatever the body's size.
    const usage = store.usage();
    expect(usage.repeatEntries).toBe(budget);
    expect(usage.repeatBytes).toBeLessThanOrEqual(budget * 1024);

    const refused = await browser.post('/api/inquiries/put', message(1000));
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe('E000-429');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeWithRedis('a flood of distinct sends past the budgets, on Redis', () => {
  // A loaded machine may take a while to answer twenty sends at once: no store call should time out.
  const redis = testRedisStore({ commandTimeoutMs: 2_000 });
  let bff: Bff;
  beforeAll(async () => {
    await redis.store.ready(redisReadyMs);
    bff = await startBff({
      upstreamUrl: mock.url,
      store: redis.store,
      // Budgets this flood never reaches: what bounds the entries is the guard's own bound.
      env: { THROTTLE_MAILS_PER_SESSION: '100000', THROTTLE_MAILS_PER_ADDRESS: '100000' },
    });
  });
  afterAll(async () => {
    await bff?.close();
    await redis.cleanup();
  });

  /** The bytes Redis holds for the remembered sends: every `repeat:` key and its value. */
  const heldBytes = async () => {
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
    try {
      const keys = await admin.keys(`${redis.prefix}${repeatKeyPrefix}*`);
      let bytes = 0;
      for (const key of keys) bytes += Buffer.byteLength(key) + (await admin.strlen(key));
      return { keys: keys.length, bytes };
    } finally {
      admin.disconnect();
    }
  };

  it('keeps the remembered sends of every instance within their bound in bytes', async () => {
    const sends = 700;
    const before = mock.count('/inquiries/put');
    const { browser, statuses } = await flood(bff, sends, 2_000);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(mock.count('/inquiries/put') - before).toBe(sends);
    const held = await heldBytes();
    // The bound binds: later sends went unremembered, and what is held stays within it.
    expect(held.keys).toBeGreaterThan(0);
    expect(held.keys).toBeLessThan(sends);
    expect(held.bytes).toBeLessThanOrEqual(repeatMemoryBytes);
    // Whatever the body's size, an entry is a digest and an answer: a few hundred bytes.
    expect(held.bytes / held.keys).toBeLessThan(512);

    // The first sends are remembered: a repeat is answered without the upstream; the last found
    // no room and a repeat of it goes again (the mail budgets bound those).
    const sent = mock.count('/inquiries/put');
    expect((await browser.post('/api/inquiries/put', message(0, 2_000))).status).toBe(200);
    expect(mock.count('/inquiries/put')).toBe(sent);
    expect((await browser.post('/api/inquiries/put', message(sends - 1, 2_000))).status).toBe(200);
    expect(mock.count('/inquiries/put')).toBe(sent + 1);
  }, 120_000);
});
