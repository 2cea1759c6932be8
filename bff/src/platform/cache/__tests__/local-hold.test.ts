import { manualClock } from '../../clock';
import { createMemoryStore } from '../../store/memory-store';
import { recordingStore } from '../../../__tests__/support/recording-store';
import { createReadCache } from '../read-cache';

/** A memory store that counts its reads. */
const countingStore = (clock: ReturnType<typeof manualClock>) => {
  const { store, commands } = recordingStore(createMemoryStore({ maxEntries: 100, clock }));
  return { store, reads: () => commands().filter((command) => command === 'get').length };
};
const policy = { ttlMs: 60_000, staleMs: 600_000 };
const loader = (value: string) => async () => ({ value, cacheable: true });

describe('read cache held in process', () => {
  it('answers a hot fresh key from memory for up to a second, then asks the store again', async () => {
    const clock = manualClock(1_000_000);
    const { store, reads } = countingStore(clock);
    const cache = createReadCache(store, clock, () => undefined);
    await cache.getOrLoad('k', policy, loader('v1'));
    const before = reads();
    for (let i = 0; i < 10; i += 1)
      expect((await cache.getOrLoad('k', policy, loader('never'))).value).toBe('v1');
    expect(reads()).toBe(before);
    clock.advance(1001);
    expect((await cache.getOrLoad('k', policy, loader('never'))).value).toBe('v1');
    expect(reads()).toBe(before + 1);
  });

  it('asks the store once for concurrent reads of a key whose hold lapsed', async () => {
    const clock = manualClock(1_000_000);
    const { store, reads } = countingStore(clock);
    const cache = createReadCache(store, clock, () => undefined);
    await cache.getOrLoad('k', policy, loader('v1'));
    clock.advance(1001);
    const before = reads();
    const values = await Promise.all(
      Array.from({ length: 20 }, () => cache.getOrLoad('k', policy, loader('never'))),
    );
    expect(values.map((v) => v.value)).toEqual(Array(20).fill('v1'));
    expect(reads()).toBe(before + 1);
  });

  it('shares entries with another instance through the store', async () => {
    const clock = manualClock(1_000_000);
    const { store } = countingStore(clock);
    const a = createReadCache(store, clock, () => undefined);
    const b = createReadCache(store, clock, () => undefined);
    await a.getOrLoad('k', policy, loader('from A'));
    expect((await b.getOrLoad('k', policy, loader('never'))).value).toBe('from A');
  });

  it('never holds a stale entry: stale hits still refresh through the store', async () => {
    const clock = manualClock(1_000_000);
    const { store, reads } = countingStore(clock);
    const cache = createReadCache(store, clock, () => undefined);
    await cache.getOrLoad('k', { ttlMs: 500, staleMs: 60_000 }, loader('old'));
    clock.advance(600);
    const before = reads();
    expect((await cache.getOrLoad('k', policy, loader('new'))).value).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect((await cache.getOrLoad('k', policy, loader('never'))).value).toBe('new');
    expect(reads()).toBeGreaterThan(before);
  });
});
