import Redis from 'ioredis';
import { manualClock, type Clock } from '../../clock';
import { loadConfig } from '../../config/config';
import { createMemoryStore } from '../../store/memory-store';
import {
  createSessionRepository,
  memberIndexKey,
  newSessionId,
  sessionStoreKey,
} from '../session-repository';
import {
  describeWithRedis,
  redisReadyMs,
  redisUrl,
  testRedisStore,
} from '../../../__tests__/support/redis';
import {
  memberRecord,
  onEveryStore,
  signInAs,
  type OpenStore,
} from '../../../__tests__/support/member-sessions';

// docs/security.md#password-change: the per-member index of sessions holds at most the member's
// newest sessions; a session pushed out of it ends, so a credential change still reaches every
// live session, and the index cannot grow by one key per sign-in for as long as the member is
// active.
const hour = 3_600_000;
const lifetimes = { idleTtlMs: hour, absoluteTtlMs: 12 * hour, maxPerMember: 3 };

/** Signs `userId` in `count` times, as a rotation does: the record, then the index. */
const signInMany = async (
  sessions: ReturnType<typeof createSessionRepository>,
  clock: Clock,
  userId: string,
  count: number,
) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await signInAs(sessions, clock, userId));
  return ids;
};

const live = async (sessions: ReturnType<typeof createSessionRepository>, ids: string[]) =>
  Promise.all(ids.map(async (id) => (await sessions.read(id)) !== null));

const capContract = (name: string, open: OpenStore, describeIt: typeof describe = describe) =>
  describeIt(`member session index (${name})`, () => {
    it('is kept under a digest of the member id, and an index named by the bare id (earlier versions) is still shed by a credential change', async () => {
      const { store, done } = await open();
      const clock = manualClock(Date.now());
      const sessions = createSessionRepository(store, clock, lifetimes);
      try {
        const earlier = newSessionId('member');
        await sessions.create(earlier, memberRecord(clock, 'u-1'));
        await store.addToIndex('sess:member:u-1', sessionStoreKey(earlier), hour, 3);
        const [now] = await signInMany(sessions, clock, 'u-1', 1);
        expect(memberIndexKey('u-1')).not.toContain('u-1');
        expect(await store.indexMembers(memberIndexKey('u-1'))).toEqual([sessionStoreKey(now!)]);
        await sessions.destroyOthersOf('u-1', now!);
        expect(await live(sessions, [earlier, now!])).toEqual([false, true]);
      } finally {
        await done();
      }
    });

    it('keeps the newest sessions of a member and ends the ones pushed out of it', async () => {
      const { store, done } = await open();
      const clock = manualClock(Date.now());
      const sessions = createSessionRepository(store, clock, lifetimes);
      try {
        const ids = await signInMany(sessions, clock, 'u-1', 5);
        const other = await signInMany(sessions, clock, 'u-2', 2);
        expect(await live(sessions, ids)).toEqual([false, false, true, true, true]);
        expect(await live(sessions, other)).toEqual([true, true]);
        const index = await store.indexMembers(memberIndexKey('u-1'));
        expect(index.sort()).toEqual(ids.slice(2).map(sessionStoreKey).sort());
      } finally {
        await done();
      }
    });

    it('a sign-in again of a session already indexed does not push another out', async () => {
      const { store, done } = await open();
      const clock = manualClock(Date.now());
      const sessions = createSessionRepository(store, clock, lifetimes);
      try {
        const ids = await signInMany(sessions, clock, 'u-1', 3);
        for (let i = 0; i < 5; i += 1) await sessions.indexForMember('u-1', ids[0]!);
        expect(await live(sessions, ids)).toEqual([true, true, true]);
        // ids[0] is now the newest: the next sign-in pushes out ids[1].
        const [fourth] = await signInMany(sessions, clock, 'u-1', 1);
        expect(await live(sessions, [...ids, fourth!])).toEqual([true, false, true, true]);
      } finally {
        await done();
      }
    });

    it('a credential change still ends every other live session of the member', async () => {
      const { store, done } = await open();
      const clock = manualClock(Date.now());
      const sessions = createSessionRepository(store, clock, lifetimes);
      try {
        const ids = await signInMany(sessions, clock, 'u-1', 7);
        const keep = ids.at(-1)!;
        await sessions.destroyOthersOf('u-1', keep);
        expect((await live(sessions, ids)).filter(Boolean)).toHaveLength(1);
        expect(await sessions.read(keep)).not.toBeNull();
        expect(await store.indexMembers(memberIndexKey('u-1'))).toEqual([sessionStoreKey(keep)]);
      } finally {
        await done();
      }
    });
  });

onEveryStore(capContract);

describe('member session index evicted by the memory store', () => {
  it("ends the sessions it names, so none lives out of a credential change's reach", async () => {
    // Room for four session entries: the index, then its session used again, then a flood.
    const store = createMemoryStore({ maxEntries: 1000, maxSessions: 4, clock: manualClock() });
    try {
      await store.set('sess:a', 'record a', hour);
      await store.addToIndex('sess:member:u-1', 'sess:a', hour, 3);
      expect(await store.get('sess:a')).toBe('record a'); // used after the index was written
      for (let i = 0; i < 3; i += 1) await store.set(`sess:x${i}`, 'record', hour);
      expect(await store.indexMembers('sess:member:u-1')).toEqual([]);
      expect(await store.get('sess:a')).toBeNull();
      expect(await store.get('sess:x2')).toBe('record');
    } finally {
      await store.close();
    }
  });
});

describeWithRedis('member session index kept as a plain set by an earlier version (redis)', () => {
  it('is taken over: its sessions count as the oldest and a credential change still ends them', async () => {
    const redis = testRedisStore();
    await redis.store.ready(redisReadyMs);
    const admin = new Redis(redisUrl, { keyPrefix: redis.prefix, maxRetriesPerRequest: 0 });
    const clock = manualClock(Date.now());
    const sessions = createSessionRepository(redis.store, clock, lifetimes);
    try {
      const before: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const id = newSessionId('member');
        await sessions.create(id, memberRecord(clock, 'u-1'));
        await admin.sadd('sess:member:u-1', sessionStoreKey(id));
        before.push(id);
      }
      await admin.pexpire('sess:member:u-1', hour);
      expect(await redis.store.indexMembers('sess:member:u-1')).toHaveLength(2);
      const [now] = await signInMany(sessions, clock, 'u-1', 1);
      expect(await live(sessions, [...before, now!])).toEqual([true, true, true]);
      const [next] = await signInMany(sessions, clock, 'u-1', 1);
      // The earlier version's index named the member, today's holds a digest: its sessions take
      // no slot of the cap, and a credential change still ends them.
      expect(await live(sessions, before)).toEqual([true, true]);
      await sessions.destroyOthersOf('u-1', next!);
      expect(await live(sessions, [...before, now!, next!])).toEqual([false, false, false, true]);
    } finally {
      admin.disconnect();
      await redis.cleanup();
    }
  });

  it('is taken over by a credential change too, with no sign-in since', async () => {
    const redis = testRedisStore();
    await redis.store.ready(redisReadyMs);
    const admin = new Redis(redisUrl, { keyPrefix: redis.prefix, maxRetriesPerRequest: 0 });
    const clock = manualClock(Date.now());
    const sessions = createSessionRepository(redis.store, clock, lifetimes);
    try {
      const ids = [newSessionId('member'), newSessionId('member')];
      for (const id of ids) {
        await sessions.create(id, memberRecord(clock, 'u-1'));
        await admin.sadd('sess:member:u-1', sessionStoreKey(id));
      }
      await sessions.destroyOthersOf('u-1', ids[1]!);
      expect(await live(sessions, ids)).toEqual([false, true]);
      expect(await redis.store.indexMembers('sess:member:u-1')).toEqual([sessionStoreKey(ids[1]!)]);
    } finally {
      admin.disconnect();
      await redis.cleanup();
    }
  });
});

describe('sessions per member configuration', () => {
  it('defaults to 100 and refuses less than one', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.session.maxPerMember).toBe(100);
    const set = loadConfig({ SESSION_MAX_PER_MEMBER: '20' });
    expect(set.ok && set.config.session.maxPerMember).toBe(20);
    const refused = loadConfig({ SESSION_MAX_PER_MEMBER: '0' });
    expect(!refused.ok && refused.message).toMatch(/SESSION_MAX_PER_MEMBER/);
  });
});
