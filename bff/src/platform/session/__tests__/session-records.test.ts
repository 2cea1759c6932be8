import Redis from 'ioredis';
import { manualClock } from '../../clock';
import { loadConfig } from '../../config/config';
import {
  describeWithRedis,
  redisReadyMs,
  redisUrl,
  testRedisStore,
} from '../../../__tests__/support/redis';
import { signIn, startBff, startMock, type MockUpstream } from '../../../__tests__/support/stack';
import { createMemoryStore } from '../../store/memory-store';
import { createSessionRepository, newSessionId, sessionStoreKey } from '../session-repository';

// docs/security.md#session-records: records at rest name no cookie and hold no token in clear.
const lifetimes = { idleTtlMs: 600_000, absoluteTtlMs: 3_600_000 };
const keyA = 'first-session-key-at-least-thirty-two-characters';
const keyB = 'second-session-key-at-least-thirty-two-characters';

describeWithRedis('a signed-in session in Redis', () => {
  let mock: MockUpstream;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => mock.close());

  it('is stored under a hash of its id, sealed, within 2 KB with a checkout in it', async () => {
    const redis = testRedisStore();
    await redis.store.ready(redisReadyMs);
    const bff = await startBff({
      upstreamUrl: mock.url,
      store: redis.store,
      env: { SESSION_ENCRYPTION_KEY: keyA },
    });
    const admin = new Redis(redisUrl, { maxRetriesPerRequest: 0 });
    try {
      const browser = bff.browser();
      await signIn(browser);
      const id = browser.cookie('kk_sid')!;
      const record = (await bff.sessionRecord(id))!;
      // A full checkout state, as the card step leaves it, is part of the size goal.
      const sessions = createSessionRepository(redis.store, bff.clock, bff.config.session);
      await sessions.write(id, {
        ...record,
        checkout: {
          temporaryOrderId: 'tmp_0123456789abcdef',
          commit: {
            orderNumber: 'KK2026112500001',
            provider: 'sbps',
            authorizeUrl: `${mock.url}/payment/authorize`,
          },
          threeDSecure: { context: 'tds_0123456789abcdefghijklmnopqrstuvwxyz0123456' },
        },
      });
      const keys = (await admin.keys(`${redis.prefix}*`)).map((k) => k.slice(redis.prefix.length));
      expect(keys.some((k) => k.includes(id) || k.includes(id.slice(2)))).toBe(false);
      expect(keys).toContain(sessionStoreKey(id));
      const raw = (await admin.get(`${redis.prefix}${sessionStoreKey(id)}`))!;
      expect(raw).toMatch(/^v1\.[A-Za-z0-9_-]{8}\./);
      for (const secret of [
        record.tokens!.accessToken,
        record.tokens!.refreshToken,
        record.clientId!,
        'tds_0123',
      ])
        expect(raw).not.toContain(secret);
      expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(2048);
      expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
    } finally {
      admin.disconnect();
      await bff.close();
      await redis.cleanup();
    }
  });
});

describe('session record keys', () => {
  const clock = manualClock();
  const store = createMemoryStore({ maxEntries: 1000, clock });
  afterAll(() => store.close());
  const record = { createdAt: clock.now(), language: 'jp' as const, clientId: 'cl_secret' };

  it('open with an old key after a rotation, and are sealed again with the new one', async () => {
    const before = createSessionRepository(store, clock, {
      ...lifetimes,
      keys: { current: keyA, old: [] },
    });
    const rotated = createSessionRepository(store, clock, {
      ...lifetimes,
      keys: { current: keyB, old: [keyA] },
    });
    const withoutOld = createSessionRepository(store, clock, {
      ...lifetimes,
      keys: { current: keyB, old: [] },
    });
    const id = newSessionId();
    await before.create(id, record);
    const sealedWithA = (await store.get(sessionStoreKey(id)))!;
    expect(await rotated.read(id)).toEqual(record);
    await rotated.write(id, record);
    const sealedWithB = (await store.get(sessionStoreKey(id)))!;
    expect(sealedWithB.split('.')[1]).not.toBe(sealedWithA.split('.')[1]);
    expect(await withoutOld.read(id)).toEqual(record);
    await store.set(sessionStoreKey(id), sealedWithA, 60_000);
    expect(await withoutOld.read(id)).toBeNull(); // a key no longer configured: no session
  });

  it('do not open a record moved under another session id', async () => {
    const sessions = createSessionRepository(store, clock, {
      ...lifetimes,
      keys: { current: keyA, old: [] },
    });
    const [victim, attacker] = [newSessionId('member'), newSessionId('member')];
    await sessions.create(victim, record);
    await store.set(sessionStoreKey(attacker), (await store.get(sessionStoreKey(victim)))!, 60_000);
    expect(await sessions.read(attacker)).toBeNull();
    expect(await sessions.read(victim)).toEqual(record);
  });

  it('must be configured to run on Redis in production', () => {
    const redisProd = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' };
    const refused = loadConfig(redisProd);
    expect(!refused.ok && refused.message).toMatch(/SESSION_ENCRYPTION_KEY: required with Redis/);
    const configured = loadConfig({
      ...redisProd,
      SESSION_ENCRYPTION_KEY: keyA,
      SESSION_ENCRYPTION_OLD_KEYS: keyB,
    });
    expect(configured.ok && configured.config.session.keys).toEqual({
      current: keyA,
      old: [keyB],
      origin: 'configured',
    });
    const development = loadConfig({
      NODE_ENV: 'development',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(development.ok && development.config.session.keys.origin).toBe('development');
    const memory = loadConfig({ NODE_ENV: 'production' });
    expect(memory.ok && memory.config.session.keys.origin).toBe('process');
  });
});
