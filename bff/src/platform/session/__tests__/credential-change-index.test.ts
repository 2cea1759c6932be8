import { manualClock } from '../../clock';
import type { KvStore } from '../../store/kv-store';
import { createMemoryStore } from '../../store/memory-store';
import type { SessionRecord } from '../session-record';
import { createSessionRepository, newSessionId, sessionStoreKey } from '../session-repository';
import { holdingStore } from '../../../__tests__/support/holding-store';
import { describeWithRedis, testRedisStore } from '../../../__tests__/support/redis';

// docs/security.md#password-change: a credential change's `destroyOthersOf` sheds the member's
// other sessions from the index in one atomic store step, then deletes their records. A sign-in
// indexed before that step ends with the others; one indexed after it lives and stays indexed, so
// the next change reaches it. Each race is held by a promise the test releases: no timers.

const hour = 3_600_000;
const index = sessionStoreKey; // the index names store keys
const indexOf = (userId: string) => `sess:member:${userId}`;

const raceWithASignIn = (
  name: string,
  open: () => Promise<{ store: KvStore; done(): Promise<void> }>,
  describeIt: typeof describe = describe,
) =>
  describeIt(`a credential change racing a sign-in (${name})`, () => {
    let opened: { store: KvStore; done(): Promise<void> };
    let held: ReturnType<typeof holdingStore>;
    let sessions: ReturnType<typeof createSessionRepository>;
    const clock = manualClock(Date.now());
    beforeEach(async () => {
      opened = await open();
      held = holdingStore(opened.store);
      sessions = createSessionRepository(held.store, clock, {
        idleTtlMs: hour,
        absoluteTtlMs: 12 * hour,
      });
    });
    afterEach(() => opened.done());

    const record = (userId: string): SessionRecord => ({
      createdAt: clock.now(),
      language: 'en',
      tokens: { accessToken: 'a', refreshToken: 'r', userId, expiresAt: clock.now() + hour },
    });
    /** A sign-in as the rotation does it: a new id, its record, then the member index. */
    const signInAs = async (userId: string) => {
      const id = newSessionId('member');
      await sessions.create(id, record(userId));
      await sessions.indexForMember(userId, id);
      return id;
    };
    const indexed = () => held.store.indexMembers(indexOf('u-1'));
    const alive = async (id: string) => (await sessions.read(id)) !== null;

    it('a sign-in indexed while the ended records are deleted stays indexed and alive', async () => {
      const [first, second, changing] = [
        await signInAs('u-1'),
        await signInAs('u-1'),
        await signInAs('u-1'),
      ];
      // The change has shed the index and waits at deleting the first ended record.
      const { atStore, release } = held.hold(sessionStoreKey(first), 'del');
      const change = sessions.destroyOthersOf('u-1', changing);
      await atStore;
      const late = await signInAs('u-1');
      release();
      await change;
      expect(await alive(first)).toBe(false);
      expect(await alive(second)).toBe(false);
      expect(await alive(changing)).toBe(true);
      expect(await alive(late)).toBe(true);
      expect(await indexed()).toEqual([index(changing), index(late)]);
      // Indexed, so the next credential change reaches it.
      await sessions.destroyOthersOf('u-1', changing);
      expect(await alive(late)).toBe(false);
      expect(await indexed()).toEqual([index(changing)]);
    });

    it('a sign-in indexed before the index is shed ends with the other sessions', async () => {
      const other = await signInAs('u-1');
      const changing = await signInAs('u-1');
      const { atStore, release } = held.hold(indexOf('u-1'), 'removeOthersFromIndex');
      const change = sessions.destroyOthersOf('u-1', changing);
      await atStore;
      const early = await signInAs('u-1');
      release();
      await change;
      expect(await alive(other)).toBe(false);
      expect(await alive(early)).toBe(false);
      expect(await alive(changing)).toBe(true);
      expect(await indexed()).toEqual([index(changing)]);
    });

    it('with no session to keep (the changing one ended) every session ends', async () => {
      const sessionsOfTheMember = [await signInAs('u-1'), await signInAs('u-1')];
      const someoneElse = await signInAs('u-2');
      await sessions.destroyOthersOf('u-1', null);
      for (const id of sessionsOfTheMember) expect(await alive(id)).toBe(false);
      expect(await indexed()).toEqual([]);
      expect(await alive(someoneElse)).toBe(true);
      expect(await held.store.indexMembers(indexOf('u-2'))).toEqual([index(someoneElse)]);
    });
  });

raceWithASignIn('memory', async () => {
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  return { store, done: () => store.close() };
});

raceWithASignIn(
  'redis',
  async () => {
    const redis = testRedisStore();
    await redis.store.ready(2000);
    return { store: redis.store, done: redis.cleanup };
  },
  describeWithRedis,
);
