import { setTimeout as sleep } from 'node:timers/promises';
import { manualClock } from '../../clock';
import { redisUp, testRedisStore } from '../../__tests__/support/redis';
import type { KvStore } from '../kv-store';
import { createMemoryStore } from '../memory-store';

type Subject = {
  store: KvStore;
  elapse: (ms: number) => Promise<void>;
  cleanup: () => Promise<void>;
};

/** ONE contract, run against every adapter (issue 4 point 2). */
const storeContract = (name: string, make: () => Promise<Subject>, available = true) =>
  (available ? describe : describe.skip)(`${name} store contract`, () => {
    let subject: Subject | null = null;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });
    // An unavailable adapter skips the whole block (decided at collection, see support/redis).
    const run = (title: string, body: (s: Subject) => Promise<void>) =>
      it(title, async () => {
        await body(subject!);
      });

    run('reads back what it stored and nothing it did not', async ({ store }) => {
      await store.set('a', 'one', 10_000);
      expect(await store.get('a')).toBe('one');
      expect(await store.get('missing')).toBeNull();
    });

    run('forgets a value once its TTL has passed', async ({ store, elapse }) => {
      await store.set('short', 'x', 50);
      await elapse(200);
      expect(await store.get('short')).toBeNull();
    });

    run('setIfAbsent stores only when the key is free', async ({ store }) => {
      expect(await store.setIfAbsent('lock', 'me', 10_000)).toBe(true);
      expect(await store.setIfAbsent('lock', 'you', 10_000)).toBe(false);
      expect(await store.get('lock')).toBe('me');
    });

    run('setIfAbsent succeeds again after the holder expired', async ({ store, elapse }) => {
      expect(await store.setIfAbsent('lapsed', 'me', 50)).toBe(true);
      await elapse(200);
      expect(await store.setIfAbsent('lapsed', 'you', 10_000)).toBe(true);
    });

    run('delIfEquals releases only its own lock', async ({ store }) => {
      await store.set('owned', 'me', 10_000);
      expect(await store.delIfEquals('owned', 'you')).toBe(false);
      expect(await store.get('owned')).toBe('me');
      expect(await store.delIfEquals('owned', 'me')).toBe(true);
      expect(await store.get('owned')).toBeNull();
    });

    run('expire extends a live key and reports a missing one', async ({ store, elapse }) => {
      await store.set('touched', 'v', 100);
      expect(await store.expire('touched', 10_000)).toBe(true);
      await elapse(250);
      expect(await store.get('touched')).toBe('v');
      expect(await store.expire('nothing', 1000)).toBe(false);
    });

    run('del removes a key', async ({ store }) => {
      await store.set('gone', 'v', 10_000);
      await store.del('gone');
      expect(await store.get('gone')).toBeNull();
    });

    run('ping answers while the backing service is up', async ({ store }) => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });

storeContract('memory', async () => {
  const clock = manualClock();
  const store = createMemoryStore({ maxEntries: 1000, clock });
  return { store, elapse: async (ms) => clock.advance(ms), cleanup: () => store.close() };
});

storeContract(
  'redis',
  async () => {
    const redis = testRedisStore();
    await redis.store.ready(2000);
    return { store: redis.store, elapse: (ms) => sleep(ms), cleanup: redis.cleanup };
  },
  redisUp,
);

describe('memory store bounds', () => {
  it('cannot grow past its bound: the least recently used entries go first', async () => {
    const store = createMemoryStore({ maxEntries: 100, clock: manualClock() });
    for (let i = 0; i < 500; i += 1) await store.set(`k${i}`, 'v', 60_000);
    expect(await store.get('k0')).toBeNull();
    expect(await store.get('k499')).toBe('v');
    let kept = 0;
    for (let i = 0; i < 500; i += 1) if (await store.get(`k${i}`)) kept += 1;
    expect(kept).toBe(100);
    await store.close();
  });
});
