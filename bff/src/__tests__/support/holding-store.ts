import { manualClock } from '../../platform/clock';
import type { KvStore } from '../../platform/store/kv-store';
import { createMemoryStore } from '../../platform/store/memory-store';
import { describeWithRedis, redisReadyMs, testRedisStore } from './redis';
import { startBff, type Bff } from './stack';

/**
 * Which store call of a key a hold stops: its next write (a `replace`, or a plain `set` were the
 * write-back ever unconditional again), read (`get`), delete (`del`) or index pruning
 * (`removeOthersFromIndex`).
 */
export type HeldCall = 'write' | 'get' | 'del' | 'removeOthersFromIndex';

/** A store whose next call of one kind on one key stops before the store until the test releases it. */
export const holdingStore = (store: KvStore) => {
  let held: {
    key: string;
    call: HeldCall;
    arrived: () => void;
    released: Promise<void>;
  } | null = null;
  /**
   * The session keys `set` was given: sessions minted (or written back unconditionally). A
   * session's key is `sess:`/`anon:` and a SHA-256 (session-repository.ts); a member's
   * credential-change mark (`sess:changed:…`) is no session.
   */
  const minted: string[] = [];
  const waitIfHeld = async (key: string, call: HeldCall) => {
    if (held?.key !== key || held.call !== call) return;
    const { arrived, released } = held;
    held = null;
    arrived();
    await released;
  };
  const holding: KvStore = {
    ...store,
    get: async (key) => {
      await waitIfHeld(key, 'get');
      return store.get(key);
    },
    set: async (key, value, ttlMs) => {
      await waitIfHeld(key, 'write');
      if (/^(sess|anon):[A-Za-z0-9_-]{43}$/.test(key)) minted.push(key);
      return store.set(key, value, ttlMs);
    },
    replace: async (key, value, ttlMs) => {
      await waitIfHeld(key, 'write');
      return store.replace(key, value, ttlMs);
    },
    del: async (key) => {
      await waitIfHeld(key, 'del');
      return store.del(key);
    },
    removeOthersFromIndex: async (key, keep) => {
      await waitIfHeld(key, 'removeOthersFromIndex');
      return store.removeOthersFromIndex(key, keep);
    },
  };
  return {
    store: holding,
    minted,
    /** Holds the next `call` of `key`: `atStore` once it reached the store, then `release`. */
    hold(key: string, call: HeldCall = 'write') {
      let arrived!: () => void;
      let release!: () => void;
      const atStore = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { key, call, arrived, released };
      return { atStore, release };
    },
  };
};

export type HeldBff = { bff: Bff; held: ReturnType<typeof holdingStore> };

/**
 * `tests` against a real BFF over a holding store: once on the memory store, once on the real
 * Redis (skipped loudly without it, redis.ts). `upstreamUrl` is read when the BFF starts.
 */
export const heldBffOnEveryStore = (
  title: string,
  options: { upstreamUrl: () => string; env: Record<string, string> },
  tests: (running: () => HeldBff) => void,
) => {
  describe(`${title} (memory store)`, () => {
    const running = {} as HeldBff;
    beforeAll(async () => {
      const clock = manualClock(Date.now());
      running.held = holdingStore(createMemoryStore({ maxEntries: 10_000, clock }));
      running.bff = await startBff({
        upstreamUrl: options.upstreamUrl(),
        env: options.env,
        clock,
        store: running.held.store,
      });
    });
    afterAll(async () => {
      await running.bff?.close();
      await running.held?.store.close();
    });
    tests(() => running);
  });
  describeWithRedis(`${title} (Redis)`, () => {
    const running = {} as HeldBff;
    let redis: ReturnType<typeof testRedisStore> | null = null;
    beforeAll(async () => {
      redis = testRedisStore();
      await redis.store.ready(redisReadyMs);
      running.held = holdingStore(redis.store);
      running.bff = await startBff({
        upstreamUrl: options.upstreamUrl(),
        env: options.env,
        store: running.held.store,
      });
    });
    afterAll(async () => {
      await running.bff?.close();
      await redis?.cleanup();
    });
    tests(() => running);
  });
};
