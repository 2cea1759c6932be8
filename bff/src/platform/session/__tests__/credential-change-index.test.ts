import { manualClock } from '../../clock';
import {
  createSessionRepository,
  sessionStoreKey,
  memberIndexKey,
  credentialChangeKey,
} from '../session-repository';
import { holdingStore } from '../../../__tests__/support/holding-store';
import { onEveryStore, signInAs, type OpenStore } from '../../../__tests__/support/member-sessions';

// docs/security.md#password-change: a credential change's `destroyOthersOf` sheds the member's
// other sessions from the index in one atomic store step, then deletes their records. A sign-in
// indexed before that step ends with the others; one indexed after it lives and stays indexed, so
// the next change reaches it. Each race is held by a promise the test releases: no timers.

const hour = 3_600_000;
const index = sessionStoreKey; // the index names store keys
const indexOf = memberIndexKey;

const raceWithASignIn = (name: string, open: OpenStore, describeIt: typeof describe = describe) =>
  describeIt(`a credential change racing a sign-in (${name})`, () => {
    let opened: Awaited<ReturnType<OpenStore>>;
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

    const signIn = (userId: string) => signInAs(sessions, clock, userId);
    const indexed = () => held.store.indexMembers(indexOf('u-1'));
    const alive = async (id: string) => (await sessions.read(id)) !== null;

    it('a sign-in indexed while the ended records are deleted stays indexed and alive', async () => {
      const [first, second, changing] = [
        await signIn('u-1'),
        await signIn('u-1'),
        await signIn('u-1'),
      ];
      // The change has shed the index and waits at deleting the first ended record.
      const { atStore, release } = held.hold(sessionStoreKey(first), 'del');
      const change = sessions.destroyOthersOf('u-1', changing);
      await atStore;
      const late = await signIn('u-1');
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
      const other = await signIn('u-1');
      const changing = await signIn('u-1');
      const { atStore, release } = held.hold(indexOf('u-1'), 'removeOthersFromIndex');
      const change = sessions.destroyOthersOf('u-1', changing);
      await atStore;
      const early = await signIn('u-1');
      release();
      await change;
      expect(await alive(other)).toBe(false);
      expect(await alive(early)).toBe(false);
      expect(await alive(changing)).toBe(true);
      expect(await indexed()).toEqual([index(changing)]);
    });

    it('leaves a mark a sign-in started before the change is told of', async () => {
      expect(await sessions.credentialsChangedSince('u-1', clock.now() - 1)).toBe(false);
      const startedBefore = clock.now();
      clock.advance(1);
      await sessions.destroyOthersOf('u-1', null);
      const changedAt = clock.now();
      expect(await sessions.credentialsChangedSince('u-1', startedBefore)).toBe(true);
      expect(await sessions.credentialsChangedSince('u-1', changedAt)).toBe(false);
      expect(await sessions.credentialsChangedSince('u-2', startedBefore)).toBe(false);
      // A few bytes: the time of the latest change, not a list of them.
      clock.advance(1);
      await sessions.destroyOthersOf('u-1', null);
      expect(await held.store.get(credentialChangeKey('u-1'))).toBe(String(clock.now()));
      expect(await sessions.credentialsChangedSince('u-1', changedAt)).toBe(true);
    });

    it('with no session to keep (the changing one ended) every session ends', async () => {
      const sessionsOfTheMember = [await signIn('u-1'), await signIn('u-1')];
      const someoneElse = await signIn('u-2');
      await sessions.destroyOthersOf('u-1', null);
      for (const id of sessionsOfTheMember) expect(await alive(id)).toBe(false);
      expect(await indexed()).toEqual([]);
      expect(await alive(someoneElse)).toBe(true);
      expect(await held.store.indexMembers(indexOf('u-2'))).toEqual([index(someoneElse)]);
    });
  });

onEveryStore(raceWithASignIn);
