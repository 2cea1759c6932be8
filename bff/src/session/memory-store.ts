import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import type { KvStore } from './kv-store';

type Entry = { value: string; expiresAt: number };

/**
 * In-process store for a single instance: bounded (least recently used entries go first) and
 * TTL-evicting against the injected clock, so it cannot grow without limit and tests can move time.
 */
export const createMemoryStore = (options: { maxEntries: number; clock: Clock }): KvStore => {
  const { clock } = options;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries });
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = clock.now();
    for (const [key, entry] of entries.entries()) if (entry.expiresAt <= now) entries.delete(key);
  };
  // Expired entries are also dropped in the background so idle keys do not hold memory.
  const timer = setInterval(sweep, 30_000);
  timer.unref();

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async expire(key, ttlMs) {
      const entry = live(key);
      if (!entry) return false;
      entry.expiresAt = clock.now() + ttlMs;
      return true;
    },
    async del(key) {
      entries.delete(key);
    },
    async delIfEquals(key, value) {
      if (live(key)?.value !== value) return false;
      entries.delete(key);
      return true;
    },
    async ping() {},
    async close() {
      clearInterval(timer);
      entries.clear();
    },
  };
};
