import type { Response } from 'express';
import { manualClock } from '../../clock';
import type { KvStore } from '../../store/kv-store';
import { createMemoryStore } from '../../store/memory-store';
import { RequestSession } from '../request-session';
import type { SessionRecord } from '../session-record';
import { createSessionRepository, newSessionId, sessionStoreKey } from '../session-repository';
import { describeWithRedis, testRedisStore } from '../../../__tests__/support/redis';
import {
  demoBuyer,
  mockForFile,
  signIn,
  startBff,
  testConfig,
  type Bff,
  type Browser,
} from '../../../__tests__/support/stack';

// docs/security.md#password-change: a session ended while a request holds it — signed out
// elsewhere, ended by a password change (`destroyOthersOf`), pushed out by the per-member cap —
// stays ended: the request's write-back is refused, nothing names it in the member index again,
// and the request answers E000-006. Each request is held in flight by a promise the test
// releases, right where its write-back reaches the store: no timers.

/**
 * A store whose next write of one key (a `replace`, or a plain `set` were the write-back ever
 * unconditional again) stops before the store until the test releases it.
 */
const holdingStore = (store: KvStore) => {
  let held: { key: string; arrived: () => void; released: Promise<void> } | null = null;
  /** The session keys `set` was given: sessions minted (or written back unconditionally). */
  const minted: string[] = [];
  const waitIfHeld = async (key: string) => {
    if (held?.key !== key) return;
    const { arrived, released } = held;
    held = null;
    arrived();
    await released;
  };
  const holding: KvStore = {
    ...store,
    set: async (key, value, ttlMs) => {
      await waitIfHeld(key);
      if (/^(sess|anon):/.test(key)) minted.push(key);
      return store.set(key, value, ttlMs);
    },
    replace: async (key, value, ttlMs) => {
      await waitIfHeld(key);
      return store.replace(key, value, ttlMs);
    },
  };
  return {
    store: holding,
    minted,
    /** Holds the next write of `key`: `atStore` once it reached the store, then `release`. */
    hold(key: string) {
      let arrived!: () => void;
      let release!: () => void;
      const atStore = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { key, arrived, released };
      return { atStore, release };
    },
  };
};

const hour = 3_600_000;
const indexOf = (userId: string) => `sess:member:${userId}`;
const sessionEnded = { httpStatus: 401, code: 'E000-006' };

const inOneProcess = (
  name: string,
  open: () => Promise<{ store: KvStore; done(): Promise<void> }>,
  describeIt: typeof describe = describe,
) =>
  describeIt(`a session ended while a request holds it (${name})`, () => {
    let opened: { store: KvStore; done(): Promise<void> };
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
    /** The request's session as the middleware loads it (no cookie is written on these paths). */
    const requestHolding = async (id: string) =>
      new RequestSession(id, await sessions.touch(id), 'en', sessions, {} as Response, config);
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
    };

    it('a password change elsewhere: the write-back is refused and the request answers E000-006', async () => {
      const other = await signInAs('u-1');
      const changing = await signInAs('u-1');
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
      const oldest = await signInAs('u-1');
      const port = await requestHolding(oldest);
      const { inFlight, release } = await refreshInFlight(port, oldest);
      const newer = [await signInAs('u-1'), await signInAs('u-1'), await signInAs('u-1')];
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
      const id = await signInAs('u-1');
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
      const other = await signInAs('u-1');
      const changing = await signInAs('u-1');
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
      const id = await signInAs('u-1');
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

inOneProcess('memory', async () => {
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  return { store, done: () => store.close() };
});

inOneProcess(
  'redis',
  async () => {
    const redis = testRedisStore();
    await redis.store.ready(2000);
    return { store: redis.store, done: redis.cleanup };
  },
  describeWithRedis,
);

// Over HTTP against the real mock: two browsers of the demo buyer.
const mock = mockForFile();
beforeEach(() => mock.reset());
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000', SESSION_MAX_PER_MEMBER: '3' };

const overHttp = (bff: () => { bff: Bff; held: ReturnType<typeof holdingStore> }) => {
  const signedIn = async () => {
    const browser = bff().bff.browser();
    await signIn(browser);
    return browser;
  };
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  /** A language change of `browser` whose write-back waits at the store until released. */
  const languageInFlight = async (browser: Browser) => {
    const { atStore, release } = bff().held.hold(keyOf(browser));
    const answer = browser.put('/api/language', { language: 'jp' }).then((res) => res);
    await atStore;
    return { answer, release };
  };
  const indexOfMember = (userId: string) => bff().bff.store.indexMembers(`sess:member:${userId}`);
  const userIdOf = async (browser: Browser) =>
    (await bff().bff.sessionRecord(browser.cookie('kk_sid')!))!.tokens!.userId;
  /** The in-flight request's answer is an explained E000-006, and the session stays ended. */
  const expectSignedOut = async (
    browser: Browser,
    key: string,
    userId: string,
    res: { status: number; body: { status: string; message?: string }; headers: object },
    indexBefore: string[],
  ) => {
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E000-006');
    expect(res.body.message).toBeTruthy();
    // The dead cookie is left alone: it opens nothing, and a newer one must not be cleared.
    const cookies = (res.headers as Record<string, string[] | undefined>)['set-cookie'] ?? [];
    expect(cookies.filter((c) => c.startsWith('kk_sid='))).toEqual([]);
    expect(await bff().bff.store.get(key)).toBeNull();
    expect(await indexOfMember(userId)).toEqual(indexBefore);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
    expect((await browser.post('/api/account/member/get')).status).toBe(401);
  };

  it('a password change in another browser ends a session whose request is in flight', async () => {
    const changing = await signedIn();
    const other = await signedIn();
    const key = keyOf(other);
    const userId = await userIdOf(other);
    const { answer, release } = await languageInFlight(other);
    const changed = await changing.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'Brand-New-2026',
    });
    expect(changed.body.status).toBe('E000-000');
    const indexBefore = await indexOfMember(userId);
    expect(indexBefore).not.toContain(key);
    release();
    await expectSignedOut(other, key, userId, await answer, indexBefore);
    expect((await changing.get('/api/session')).body.data.signedIn).toBe(true);
  });

  it('a sign-in beyond SESSION_MAX_PER_MEMBER ends the oldest session though its request is in flight', async () => {
    const oldest = await signedIn();
    const key = keyOf(oldest);
    const userId = await userIdOf(oldest);
    const { answer, release } = await languageInFlight(oldest);
    const newer = [await signedIn(), await signedIn(), await signedIn()];
    const indexBefore = await indexOfMember(userId);
    expect(indexBefore).not.toContain(key);
    release();
    await expectSignedOut(oldest, key, userId, await answer, indexBefore);
    for (const browser of newer)
      expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
  });

  it('a sign-out in another tab ends the session the first tab is still using', async () => {
    const tab = await signedIn();
    const otherTab = bff().bff.browser();
    otherTab.agent.jar.setCookie(`kk_sid=${tab.cookie('kk_sid')}; Path=/`, '127.0.0.1', '/');
    const key = keyOf(tab);
    const userId = await userIdOf(tab);
    const { answer, release } = await languageInFlight(tab);
    expect((await otherTab.post('/api/auth/signout')).body.status).toBe('E000-000');
    const indexBefore = await indexOfMember(userId);
    release();
    await expectSignedOut(tab, key, userId, await answer, indexBefore);
  });

  it('a request in flight on a live session still writes it back', async () => {
    const browser = await signedIn();
    const { answer, release } = await languageInFlight(browser);
    release();
    expect((await answer).body.status).toBe('E000-000');
    expect((await bff().bff.sessionRecord(browser.cookie('kk_sid')!))?.language).toBe('jp');
  });
};

describe('a session ended while its request is in flight, over HTTP (memory store)', () => {
  const running = {} as { bff: Bff; held: ReturnType<typeof holdingStore> };
  beforeAll(async () => {
    const clock = manualClock(Date.now());
    running.held = holdingStore(createMemoryStore({ maxEntries: 10_000, clock }));
    running.bff = await startBff({ upstreamUrl: mock.url, env, clock, store: running.held.store });
  });
  afterAll(async () => {
    await running.bff?.close();
    await running.held?.store.close();
  });
  overHttp(() => running);
});

describeWithRedis('a session ended while its request is in flight, over HTTP (Redis)', () => {
  const running = {} as { bff: Bff; held: ReturnType<typeof holdingStore> };
  let redis: ReturnType<typeof testRedisStore> | null = null;
  beforeAll(async () => {
    redis = testRedisStore();
    await redis.store.ready(2000);
    running.held = holdingStore(redis.store);
    running.bff = await startBff({ upstreamUrl: mock.url, env, store: running.held.store });
  });
  afterAll(async () => {
    await running.bff?.close();
    await redis?.cleanup();
  });
  overHttp(() => running);
});
