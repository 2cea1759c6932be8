import { manualClock, type Clock } from '../../platform/clock';
import type { SessionRecord } from '../../platform/session/session-record';
import { newSessionId, type SessionRepository } from '../../platform/session/session-repository';
import type { KvStore } from '../../platform/store/kv-store';
import { createMemoryStore } from '../../platform/store/memory-store';
import { describeWithRedis, redisReadyMs, testRedisStore } from './redis';

const hour = 3_600_000;

/** A signed-in member's session record as sign-in stores it: tokens good for an hour. */
export const memberRecord = (clock: Clock, userId: string): SessionRecord => ({
  createdAt: clock.now(),
  language: 'en',
  tokens: { accessToken: 'a', refreshToken: 'r', userId, expiresAt: clock.now() + hour },
});

/** A sign-in as the rotation does it: a new id, its record, then the member index. */
export const signInAs = async (sessions: SessionRepository, clock: Clock, userId: string) => {
  const id = newSessionId('member');
  await sessions.create(id, memberRecord(clock, userId));
  await sessions.indexForMember(userId, id);
  return id;
};

export type OpenStore = () => Promise<{ store: KvStore; done(): Promise<void> }>;

/**
 * Runs a store test on the memory store and on the real Redis (under a prefix of its own;
 * skipped loudly without Redis, redis.ts).
 */
export const onEveryStore = (
  tests: (name: string, open: OpenStore, describeIt?: typeof describe) => void,
) => {
  tests('memory', async () => {
    const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
    return { store, done: () => store.close() };
  });
  tests(
    'redis',
    async () => {
      const redis = testRedisStore();
      await redis.store.ready(redisReadyMs);
      return { store: redis.store, done: redis.cleanup };
    },
    describeWithRedis,
  );
};
