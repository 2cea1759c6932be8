import type { KvStore } from '../../platform/store/kv-store';

/**
 * A store whose next write of one key (a `replace`, or a plain `set` were the write-back ever
 * unconditional again) stops before the store until the test releases it.
 */
export const holdingStore = (store: KvStore) => {
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
