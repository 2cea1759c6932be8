import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import type { KvStore } from './kv-store';

type Entry = { value: string; expiresAt: number };

export type MemoryStoreOptions = {
  /** Locks, rate limits and other small keys. */
  maxEntries: number;
  /** Sessions (`sess:`) and cached reads (`cache:`): limits of their own; default maxEntries. */
  maxSessions?: number;
  /**
   * Anonymous sessions (`anon:`, session-repository.ts): an LRU of their own, so visitors'
   * sessions only ever evict each other, never a signed-in buyer's. Default maxSessions.
   */
  maxAnonymousSessions?: number;
  maxCacheEntries?: number;
  /**
   * Cached reads are bounded in bytes too (docs/security.md#cache-bounds): an entry count alone let
   * 12,000 distinct 56 KB answers take the process to 1.5 GB. Default 64 MB.
   */
  maxCacheBytes?: number;
  clock: Clock;
};

/** What the memory store holds now (tests and diagnostics). */
export type MemoryStoreUsage = {
  cacheEntries: number;
  cacheBytes: number;
  sessions: number;
  anonymousSessions: number;
};
export type MemoryStore = KvStore & { usage(): MemoryStoreUsage };

/**
 * The heap an entry costs, as an upper bound: V8 keeps a string in at most two bytes a character,
 * plus the entry object and the LRU's bookkeeping.
 */
const entryBytes = (entry: Entry, key: string) => 2 * (key.length + entry.value.length) + 96;
const defaultMaxCacheBytes = 64 * 1024 * 1024;

/**
 * In-process store for a single instance: bounded (least recently used entries go first) and
 * TTL-evicting against the injected clock, so it cannot grow without limit and tests can move time.
 * Signed-in sessions, anonymous sessions, cached reads and everything else live in separate LRUs:
 * a flood of distinct cached reads or of new visitors can evict only its own kind, never a
 * signed-in buyer's session (docs/security.md).
 */
export const createMemoryStore = (options: MemoryStoreOptions): MemoryStore => {
  const { clock } = options;
  const sessions = new LRUCache<string, Entry>({ max: options.maxSessions ?? options.maxEntries });
  const visitors = new LRUCache<string, Entry>({
    max: options.maxAnonymousSessions ?? options.maxSessions ?? options.maxEntries,
  });
  const cached = new LRUCache<string, Entry>({
    max: options.maxCacheEntries ?? options.maxEntries,
    // Least recently used entries leave until the new one fits; one larger than the whole
    // budget is not stored at all.
    maxSize: options.maxCacheBytes ?? defaultMaxCacheBytes,
    sizeCalculation: entryBytes,
  });
  const others = new LRUCache<string, Entry>({ max: options.maxEntries });
  const lruOf = (key: string) =>
    key.startsWith('sess:')
      ? sessions
      : key.startsWith('anon:')
        ? visitors
        : key.startsWith('cache:')
          ? cached
          : others;
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
    for (const entries of [sessions, visitors, cached, others])
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
    async increment(key, by, ttlMs) {
      const entry = live(key);
      const count = Math.max(0, (entry ? Number(entry.value) || 0 : 0) + by);
      const expiresAt = entry?.expiresAt ?? clock.now() + ttlMs;
      lruOf(key).set(key, { value: String(count), expiresAt });
      return { count, ttlMs: expiresAt - clock.now() };
    },
    async addToSet(key, member, ttlMs) {
      const entry = live(key);
      const members = new Set<string>(entry ? (JSON.parse(entry.value) as string[]) : []);
      members.add(member);
      lruOf(key).set(key, { value: JSON.stringify([...members]), expiresAt: clock.now() + ttlMs });
    },
    async setMembers(key) {
      const entry = live(key);
      return entry ? (JSON.parse(entry.value) as string[]) : [];
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
    usage: () => ({
      cacheEntries: cached.size,
      cacheBytes: cached.calculatedSize,
      sessions: sessions.size,
      anonymousSessions: visitors.size,
    }),
    async close() {
      clearInterval(timer);
      for (const entries of [sessions, visitors, cached, others]) entries.clear();
    },
  };
};
