import { setTimeout as sleep } from 'node:timers/promises';
import { manualClock } from '../../clock';
import { redisReadyMs, redisUp, testRedisStore } from '../../../__tests__/support/redis';
import { storeContract } from '../../../__tests__/support/store-contract';
import { createMemoryStore } from '../../store/memory-store';

storeContract('memory', async () => {
  const clock = manualClock();
  const store = createMemoryStore({ maxEntries: 1000, clock });
  return { store, elapse: async (ms) => clock.advance(ms), cleanup: () => store.close() };
});

storeContract(
  'redis',
  async () => {
    const redis = testRedisStore();
    await redis.store.ready(redisReadyMs);
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
