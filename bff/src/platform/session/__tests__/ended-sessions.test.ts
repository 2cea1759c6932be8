import type { Response } from 'express';
import { manualClock } from '../../clock';
import { RequestSession } from '../request-session';
import {
  createSessionRepository,
  memberIndexKey,
  newSessionId,
  sessionStoreKey,
} from '../session-repository';
import { holdingStore } from '../../../__tests__/support/holding-store';
import { testConfig } from '../../../__tests__/support/stack';
import {
  memberRecord,
  onEveryStore,
  signInAs,
  type OpenStore,
} from '../../../__tests__/support/member-sessions';

// docs/security.md#password-change: a session ended while a request holds it — signed out
// elsewhere, ended by a password change (`destroyOthersOf`), pushed out by the per-member cap —
// stays ended: the request's write-back is refused, nothing names it in the member index again,
// and the request answers E000-006. Each request is held in flight by a promise the test
// releases, right where its write-back reaches the store: no timers.

const hour = 3_600_000;
const indexOf = memberIndexKey;
const sessionEnded = { httpStatus: 401, code: 'E000-006' };

const inOneProcess = (name: string, open: OpenStore, describeIt: typeof describe = describe) =>
  describeIt(`a session ended while a request holds it (${name})`, () => {
    let opened: Awaited<ReturnType<OpenStore>>;
    let held: ReturnType<typeof holdingStore>;
    let sessions: ReturnType<typeof createSessionRepository>;
    const clock = manualClock(Date.now());
    const config = testConfig();
    beforeEach(async () => {
      opened = await open();
      held = holdingStore(opened.store);
      sessions = createSessionRepository(held.store, clock, {
        idleTtlMs: hour,
        absoluteTtlMs: 12 * hour,
        maxPerMember: 3,
      });
    });
    afterEach(() => opened.done());

    const record = (userId: string) => memberRecord(clock, userId);
    const signIn = (userId: string) => signInAs(sessions, clock, userId);
    /** The cookies the request's answer clears. */
    let cleared: string[] = [];
    /** The request's session as the middleware loads it, on an answer that notes cleared cookies. */
    const requestHolding = async (id: string) => {
      cleared = [];
      const res = {
        req: { secure: false, hostname: '127.0.0.1' },
        clearCookie: (name: string) => void cleared.push(name),
      } as unknown as Response;
      return new RequestSession(id, await sessions.touch(id), 'en', sessions, res, config);
    };
    /** The token refresh a request writes back: the write-back reaches the store and waits. */
    const refreshInFlight = async (port: RequestSession, id: string) => {
      const { atStore, release } = held.hold(sessionStoreKey(id));
      const inFlight = port.update((r) => ({
        ...r,
        tokens: { ...r.tokens!, accessToken: 'refreshed' },
      }));
      await atStore;
      return { inFlight, release };
    };
    /** The member index as it is before the held write-back goes on: the write-back leaves it so. */
    const indexNow = () => held.store.indexMembers(indexOf('u-1'));
    const expectEnded = async (port: RequestSession, id: string, indexBefore: string[]) => {
      expect(await sessions.read(id)).toBeNull();
      expect(await held.store.get(sessionStoreKey(id))).toBeNull();
      expect(await indexNow()).toEqual(indexBefore);
      expect(port.id).toBeNull();
      expect(port.current()).toBeNull();
      expect(held.minted).toEqual([]); // no new session carries its state either
      // E000-006 clears the product cookies; the session cookie may already name a newer session.
      expect(cleared).toEqual(config.cookies.product);
    };

    it('a password change elsewhere: the write-back is refused and the request answers E000-006', async () => {
      const other = await signIn('u-1');
      const changing = await signIn('u-1');
      const port = await requestHolding(other);
      const { inFlight, release } = await refreshInFlight(port, other);
      held.minted.length = 0;
      await sessions.destroyOthersOf('u-1', changing);
      const indexBefore = await indexNow();
      release();
      await expect(inFlight).rejects.toMatchObject(sessionEnded);
      await expectEnded(port, other, indexBefore);
      expect(await held.store.indexMembers(indexOf('u-1'))).toEqual([sessionStoreKey(changing)]);
    });

    it('the per-member cap: the oldest session pushed out stays out', async () => {
      const oldest = await signIn('u-1');
      const port = await requestHolding(oldest);
      const { inFlight, release } = await refreshInFlight(port, oldest);
      const newer = [await signIn('u-1'), await signIn('u-1'), await signIn('u-1')];
      held.minted.length = 0;
      const indexBefore = await indexNow();
      release();
      await expect(inFlight).rejects.toMatchObject(sessionEnded);
      await expectEnded(port, oldest, indexBefore);
      expect((await held.store.indexMembers(indexOf('u-1'))).sort()).toEqual(
        newer.map(sessionStoreKey).sort(),
      );
    });

    it('a sign-out in another tab of the same session', async () => {
      const id = await signIn('u-1');
      const port = await requestHolding(id);
      const { inFlight, release } = await refreshInFlight(port, id);
      held.minted.length = 0;
      await sessions.destroy(id);
      // A sign-out leaves its key named in the index until pushed out (deleting it again is a
      // no-op); the write-back must not change the index either way.
      const indexBefore = await indexNow();
      release();
      await expect(inFlight).rejects.toMatchObject(sessionEnded);
      await expectEnded(port, id, indexBefore);
    });

    it('ended before the request re-read it: no new session is minted in its place', async () => {
      const other = await signIn('u-1');
      const changing = await signIn('u-1');
      const port = await requestHolding(other);
      await sessions.destroyOthersOf('u-1', changing);
      held.minted.length = 0;
      const indexBefore = await indexNow();
      await expect(
        port.update((r) => ({ ...r, tokens: { ...r.tokens!, accessToken: 'refreshed' } })),
      ).rejects.toMatchObject(sessionEnded);
      await expectEnded(port, other, indexBefore);
      expect(indexBefore).toEqual([sessionStoreKey(changing)]);
      // Once ended, the request writes no session at all.
      await expect(port.update((r) => r)).rejects.toMatchObject(sessionEnded);
      expect(held.minted).toEqual([]);
    });

    it('a live session is written back as before, and a new one is stored', async () => {
      const id = await signIn('u-1');
      const port = await requestHolding(id);
      const { inFlight, release } = await refreshInFlight(port, id);
      release();
      expect((await inFlight).tokens?.accessToken).toBe('refreshed');
      expect((await sessions.read(id))?.tokens?.accessToken).toBe('refreshed');
      expect(port.id).toBe(id);
      // The repository: a write-back of a session that is not there stores nothing.
      const unknown = newSessionId('member');
      expect(await sessions.write(unknown, record('u-1'))).toBe(false);
      expect(await sessions.read(unknown)).toBeNull();
      await sessions.create(unknown, record('u-1'));
      expect(await sessions.write(unknown, record('u-1'))).toBe(true);
    });
  });

onEveryStore(inOneProcess);
