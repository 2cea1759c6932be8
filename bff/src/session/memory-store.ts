import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import type { KvStore } from './kv-store';

type Entry = { value: string; expiresAt: number };

export type MemoryStoreOptions = {
  /** Locks, rate limits and other small keys. */
  maxEntries: number;
  /** Sessions (`sess:`) and cached reads (`cache:`): limits of their own; default maxEntries. */
  maxSessions?: number;
  maxCacheEntries?: number;
  clock: Clock;
};

/**
 * In-process store for a single instance: bounded (least recently used entries go first) and
 * TTL-evicting against the injected clock, so it cannot grow without limit and tests can move time.
 * Sessions, cached reads and everything else live in separate LRUs: a flood of distinct cached
 * reads can evict only other cached reads, never a signed-in buyer's session (docs/security.md).
 */
export const createMemoryStore = (options: MemoryStoreOptions): KvStore => {
  const { clock } = options;
  const sessions = new LRUCache<string, Entry>({ max: options.maxSessions ?? options.maxEntries });
  const cached = new LRUCache<string, Entry>({
    max: options.maxCacheEntries ?? options.maxEntries,
  });
  const others = new LRUCache<string, Entry>({ max: options.maxEntries });
  const lruOf = (key: string) =>
    key.startsWith('sess:') ? sessions : key.startsWith('cache:') ? cached : others;
  const live = (key: string): Entry | undefined => {
    const entries = lruOf(key);
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = clock.now();
    for (const entries of [sessions, cached, others])
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
    async getAndExpire(key, ttlMs) {
      const entry = live(key);
      if (!entry) return null;
      entry.expiresAt = clock.now() + ttlMs;
      return entry.value;
    },
    async set(key, value, ttlMs) {
      lruOf(key).set(key, { value, expiresAt: clock.now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      lruOf(key).set(key, { value, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async expire(key, ttlMs) {
      const entry = live(key);
      if (!entry) return false;
      entry.expiresAt = clock.now() + ttlMs;
      return true;
    },
    async del(key) {
      lruOf(key).delete(key);
    },
    async delIfEquals(key, value) {
      if (live(key)?.value !== value) return false;
      lruOf(key).delete(key);
      return true;
    },
    async ping() {},
    async close() {
      clearInterval(timer);
      for (const entries of [sessions, cached, others]) entries.clear();
    },
  };
};
