// The KvStore contract as a reusable suite: the memory and single-node Redis adapters run it in
// store-contract.test.ts, the Sentinel and Cluster topologies in redis-topologies.test.ts.
import type { KvStore } from '../../platform/store/kv-store';

export type StoreSubject = {
  store: KvStore;
  elapse: (ms: number) => Promise<void>;
  cleanup: () => Promise<void>;
};

/**
 * ONE contract, run against every adapter. An adapter that is not available here skips the whole
 * block, decided at collection (the caller says so loudly, and fails under CI=true).
 */
export const storeContract = (name: string, make: () => Promise<StoreSubject>, available = true) =>
  (available ? describe : describe.skip)(`${name} store contract`, () => {
    let subject: StoreSubject | null = null;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });
    const run = (title: string, body: (s: StoreSubject) => Promise<void>) =>
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

    run(
      'replace stores over a live key only, and never brings a deleted one back',
      async ({ store }) => {
        expect(await store.replace('never', 'v', 10_000)).toBe(false);
        expect(await store.get('never')).toBeNull();
        await store.set('held', 'one', 10_000);
        expect(await store.replace('held', 'two', 10_000)).toBe(true);
        expect(await store.get('held')).toBe('two');
        await store.del('held');
        expect(await store.replace('held', 'three', 10_000)).toBe(false);
        expect(await store.get('held')).toBeNull();
      },
    );

    run('replace sets the new expiry and refuses a key that expired', async ({ store, elapse }) => {
      await store.set('renewed', 'v', 1000);
      expect(await store.replace('renewed', 'w', 10_000)).toBe(true);
      await elapse(1200);
      expect(await store.get('renewed')).toBe('w');
      await store.set('lapsing', 'v', 50);
      await elapse(200);
      expect(await store.replace('lapsing', 'w', 10_000)).toBe(false);
      expect(await store.get('lapsing')).toBeNull();
    });

    run(
      'removeOthersFromIndex removes every member but the kept one and answers them',
      async ({ store, elapse }) => {
        for (const member of ['sess:a', 'sess:b', 'sess:keep', 'sess:c'])
          await store.addToIndex('index:one', member, 1000, 10);
        expect(await store.removeOthersFromIndex('index:one', 'sess:keep')).toEqual([
          'sess:a',
          'sess:b',
          'sess:c',
        ]);
        expect(await store.indexMembers('index:one')).toEqual(['sess:keep']);
        // A member added after the step stays; the index keeps the expiry it had.
        await store.addToIndex('index:one', 'sess:late', 1000, 10);
        expect(await store.removeOthersFromIndex('index:one', 'sess:absent')).toEqual([
          'sess:keep',
          'sess:late',
        ]);
        await store.addToIndex('index:two', 'sess:kept', 1000, 10);
        expect(await store.removeOthersFromIndex('index:two', 'sess:kept')).toEqual([]);
        await elapse(1200);
        expect(await store.indexMembers('index:two')).toEqual([]);
      },
    );

    run('removeOthersFromIndex with nothing to keep empties the index', async ({ store }) => {
      await store.addToIndex('index:all', 'sess:x', 10_000, 10);
      await store.addToIndex('index:all', 'sess:y', 10_000, 10);
      expect(await store.removeOthersFromIndex('index:all', null)).toEqual(['sess:x', 'sess:y']);
      expect(await store.indexMembers('index:all')).toEqual([]);
      expect(await store.removeOthersFromIndex('index:none', null)).toEqual([]);
    });

    run('removeFromIndex removes one member and keeps the expiry', async ({ store, elapse }) => {
      for (const member of ['sess:a', 'sess:b', 'sess:c'])
        await store.addToIndex('index:single', member, 1000, 10);
      await store.removeFromIndex('index:single', 'sess:b');
      await store.removeFromIndex('index:single', 'sess:absent');
      await store.removeFromIndex('index:nothing', 'sess:a');
      expect(await store.indexMembers('index:single')).toEqual(['sess:a', 'sess:c']);
      // An emptied index is gone; a member added again is the newest.
      await store.addToIndex('index:single', 'sess:b', 1000, 10);
      expect(await store.indexMembers('index:single')).toEqual(['sess:a', 'sess:c', 'sess:b']);
      for (const member of ['sess:a', 'sess:c', 'sess:b'])
        await store.removeFromIndex('index:single', member);
      expect(await store.indexMembers('index:single')).toEqual([]);
      await store.addToIndex('index:lapsing', 'sess:x', 1000, 10);
      await store.addToIndex('index:lapsing', 'sess:y', 1000, 10);
      await store.removeFromIndex('index:lapsing', 'sess:x');
      await elapse(1200);
      expect(await store.indexMembers('index:lapsing')).toEqual([]);
    });

    run('delIfEquals releases only its own lock', async ({ store }) => {
      await store.set('owned', 'me', 10_000);
      expect(await store.delIfEquals('owned', 'you')).toBe(false);
      expect(await store.get('owned')).toBe('me');
      expect(await store.delIfEquals('owned', 'me')).toBe(true);
      expect(await store.get('owned')).toBeNull();
    });

    run('expire extends a live key and reports a missing one', async ({ store, elapse }) => {
      // A second of first TTL: a busy machine must not let it lapse before the next command.
      await store.set('touched', 'v', 1000);
      expect(await store.expire('touched', 10_000)).toBe(true);
      await elapse(1200);
      expect(await store.get('touched')).toBe('v');
      expect(await store.expire('nothing', 1000)).toBe(false);
    });

    run('getAndExpire reads a value and slides its expiry', async ({ store, elapse }) => {
      await store.set('sliding', 'v', 1000);
      expect(await store.getAndExpire('sliding', 10_000)).toBe('v');
      await elapse(1200);
      expect(await store.get('sliding')).toBe('v');
      expect(await store.getAndExpire('absent', 1000)).toBeNull();
    });

    run('getAndExpire can also shorten the expiry', async ({ store, elapse }) => {
      await store.set('shrinking', 'v', 10_000);
      expect(await store.getAndExpire('shrinking', 50)).toBe('v');
      await elapse(200);
      expect(await store.get('shrinking')).toBeNull();
    });

    run('del removes a key', async ({ store }) => {
      await store.set('gone', 'v', 10_000);
      await store.del('gone');
      expect(await store.get('gone')).toBeNull();
    });

    run(
      'increment counts atomically: parallel callers each see their own count',
      async ({ store }) => {
        const counts = await Promise.all(
          Array.from({ length: 20 }, () => store.increment('tries', 1, 10_000)),
        );
        expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(Math.max(...counts.map((c) => c.ttlMs))).toBeLessThanOrEqual(10_000);
      },
    );

    run('increment keeps the first expiry and never goes below zero', async ({ store, elapse }) => {
      expect((await store.increment('window', 1, 1000)).count).toBe(1);
      expect((await store.increment('window', 1, 60_000)).ttlMs).toBeLessThanOrEqual(1000);
      expect((await store.increment('window', -5, 60_000)).count).toBe(0);
      await elapse(1200);
      expect((await store.increment('window', 1, 60_000)).count).toBe(1);
    });

    run('ping answers while the backing service is up', async ({ store }) => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
