import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { StoreUnavailableError, type KvStore } from './kv-store';

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
  /**
   * Sessions are bounded in bytes too (docs/security.md#anonymous-sessions): a record carries the
   * user, a pending e-mail and checkout state, so a count alone bounds no memory. Default 64 MB
   * for signed-in sessions (`sess:`, with the member indexes), 32 MB for visitors' (`anon:`).
   */
  maxSessionBytes?: number;
  maxAnonymousSessionBytes?: number;
  maxCacheEntries?: number;
  /**
   * Cached reads are bounded in bytes too (docs/security.md#cache-bounds): an entry count alone let
   * 12,000 distinct 56 KB answers take the process to 1.5 GB. Default 64 MB.
   */
  maxCacheBytes?: number;
  /**
   * Sends remembered against a repeat (`repeat:`, trade-desk/repeat-guard.ts): an LRU of their
   * own, bounded in bytes, so they never push out a lock or a throttle counter. Default 1 MiB
   * (docs/security.md#cache-bounds).
   */
  maxRepeatBytes?: number;
  clock: Clock;
};

/** What the memory store holds now (tests and diagnostics). */
export type MemoryStoreUsage = {
  cacheEntries: number;
  cacheBytes: number;
  sessions: number;
  sessionBytes: number;
  anonymousSessions: number;
  anonymousSessionBytes: number;
  repeatEntries: number;
  repeatBytes: number;
};
export type MemoryStore = KvStore & { usage(): MemoryStoreUsage };

/**
 * The heap an entry costs, as an upper bound: V8 keeps a string in at most two bytes a character,
 * plus the entry object and the LRU's bookkeeping.
 */
const entryBytes = (entry: Entry, key: string) => 2 * (key.length + entry.value.length) + 96;
const defaultMaxCacheBytes = 64 * 1024 * 1024;
const defaultMaxSessionBytes = 64 * 1024 * 1024;
const defaultMaxAnonymousSessionBytes = 32 * 1024 * 1024;
const defaultMaxRepeatBytes = 1024 * 1024;
/**
 * One session record may take at most this share of its LRU's bytes: a record (~3 KB counted) is
 * far below it, and a runaway one is refused instead of pushing out a sixteenth or more of
 * everyone else's sessions.
 */
const recordShare = 16;
/** The per-member session indexes' keys (session-repository.ts). */
const memberIndexPrefix = 'sess:member:';

/** An LRU of sessions bounded in count and in bytes; `put` refuses a record over its share. */
const sessionLru = (
  max: number,
  maxSize: number,
  disposeAfter?: LRUCache.Disposer<string, Entry>,
) =>
  new LRUCache<string, Entry>({
    max,
    maxSize,
    maxEntrySize: Math.floor(maxSize / recordShare),
    sizeCalculation: entryBytes,
    ...(disposeAfter ? { disposeAfter } : {}),
  });
const recordLimit = (entries: LRUCache<string, Entry>) => Math.floor(entries.maxSize / recordShare);

/**
 * In-process store for a single instance: bounded (least recently used entries go first) and
 * TTL-evicting against the injected clock, so it cannot grow without limit and tests can move time.
 * Signed-in sessions, anonymous sessions, cached reads and everything else live in separate LRUs:
 * a flood of distinct cached reads or of new visitors can evict only its own kind, never a
 * signed-in buyer's session (docs/security.md).
 */
export const createMemoryStore = (options: MemoryStoreOptions): MemoryStore => {
  const { clock } = options;
  const sessions: LRUCache<string, Entry> = sessionLru(
    options.maxSessions ?? options.maxEntries,
    options.maxSessionBytes ?? defaultMaxSessionBytes,
    // A member's index of sessions (session-repository.ts) pushed out by the LRU takes the
    // sessions it names along: a credential change could no longer reach them
    // (docs/security.md#password-change).
    (entry, key, reason) => {
      if (reason !== 'evict' || !key.startsWith(memberIndexPrefix)) return;
      for (const named of JSON.parse(entry.value) as string[]) sessions.delete(named);
    },
  );
  const visitors = sessionLru(
    options.maxAnonymousSessions ?? options.maxSessions ?? options.maxEntries,
    options.maxAnonymousSessionBytes ?? defaultMaxAnonymousSessionBytes,
  );
  const cached = new LRUCache<string, Entry>({
    max: options.maxCacheEntries ?? options.maxEntries,
    // Least recently used entries leave until the new one fits; one larger than the whole
    // budget is not stored at all.
    maxSize: options.maxCacheBytes ?? defaultMaxCacheBytes,
    sizeCalculation: entryBytes,
  });
  const repeats = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxRepeatBytes ?? defaultMaxRepeatBytes,
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
          : key.startsWith('repeat:')
            ? repeats
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
  /**
   * Stores an entry. A session entry larger than its LRU allows one record is refused with
   * StoreUnavailableError (a 503, as Redis refusing a write under memory pressure) and the
   * earlier value stays: the LRU itself would drop both silently, signing the buyer out.
   */
  const put = (key: string, entry: Entry) => {
    const entries = lruOf(key);
    if (
      (entries === sessions || entries === visitors) &&
      entryBytes(entry, key) > recordLimit(entries)
    )
      throw new StoreUnavailableError(
        new Error(`a session entry larger than ${recordLimit(entries)} bytes is not stored`),
      );
    entries.set(key, entry);
  };
  const sweep = () => {
    const now = clock.now();
    for (const entries of [sessions, visitors, cached, repeats, others])
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
      put(key, { value, expiresAt: clock.now() + ttlMs });
    },
    async replace(key, value, ttlMs) {
      if (!live(key)) return false;
      put(key, { value, expiresAt: clock.now() + ttlMs });
      return true;
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      put(key, { value, expiresAt: clock.now() + ttlMs });
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
      put(key, { value: String(count), expiresAt });
      return { count, ttlMs: expiresAt - clock.now() };
    },
    async addToIndex(key, member, ttlMs, keepNewest) {
      const entry = live(key);
      // Oldest first: the member moves to the end, the front beyond `keepNewest` leaves.
      const members = (entry ? (JSON.parse(entry.value) as string[]) : []).filter(
        (known) => known !== member,
      );
      members.push(member);
      const dropped = members.splice(0, Math.max(0, members.length - keepNewest));
      put(key, { value: JSON.stringify(members), expiresAt: clock.now() + ttlMs });
      return dropped;
    },
    async indexMembers(key) {
      const entry = live(key);
      return entry ? (JSON.parse(entry.value) as string[]) : [];
    },
    async removeOthersFromIndex(key, keep) {
      // One synchronous step: no other store call runs between the read and the write.
      const entry = live(key);
      if (!entry) return [];
      const members = JSON.parse(entry.value) as string[];
      const kept = members.filter((member) => member === keep);
      if (kept.length) put(key, { value: JSON.stringify(kept), expiresAt: entry.expiresAt });
      else lruOf(key).delete(key);
      return members.filter((member) => member !== keep);
    },
    async removeFromIndex(key, member) {
      const entry = live(key);
      if (!entry) return;
      const members = (JSON.parse(entry.value) as string[]).filter((known) => known !== member);
      if (members.length) put(key, { value: JSON.stringify(members), expiresAt: entry.expiresAt });
      else lruOf(key).delete(key);
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
      sessionBytes: sessions.calculatedSize,
      anonymousSessions: visitors.size,
      anonymousSessionBytes: visitors.calculatedSize,
      repeatEntries: repeats.size,
      repeatBytes: repeats.calculatedSize,
    }),
    async close() {
      clearInterval(timer);
      for (const entries of [sessions, visitors, cached, repeats, others]) entries.clear();
    },
  };
};
