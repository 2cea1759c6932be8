import type { Clock } from '../clock';
import type { KvStore } from '../store/kv-store';
import { createVariantCap } from './variant-cap';

export type CachePolicy = { ttlMs: number; staleMs: number };
type Entry<V> = { value: V; freshUntil: number };
/**
 * An entry held in process with its stored text (as read from the store, or as this process
 * wrote it): a read that finds the same text in the store reuses the entry without a JSON.parse.
 */
type Held = { entry: Entry<unknown>; until: number; raw: string };
/**
 * What a loader produced; only `cacheable` answers are stored (never errors, never member data).
 */
export type Loaded<V> = { value: V; cacheable: boolean };
/** Observers for metrics (docs/security.md#metrics: cache hit ratio, refreshes). */
export type ReadCacheHooks = {
  onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
  /** A background refresh of a stale entry ended: stored again, or not (error or uncacheable). */
  onRefresh?: (result: 'ok' | 'failed') => void;
};

/**
 * How long this process answers a fresh entry from its own memory before asking the store again
 * (never past the entry's freshness). The profile showed every cached hit paying a store round
 * trip and a JSON.parse of the whole entry; instances still share entries through the store.
 */
const localHoldMs = 1000;
const localMaxEntries = 500;
/** The held texts' characters at most (docs/security.md#cache-bounds): 500 large answers add up. */
const localMaxChars = 8 * 1024 * 1024;
/** Distinct cached bodies per endpoint unless configured (CACHE_MAX_VARIANTS_PER_ENDPOINT). */
const defaultMaxVariants = 500;

/**
 * Member-independent reads in the store (docs/architecture.md#caching) with a TTL,
 * stale-while-revalidate and per-key single flight: concurrent misses share one upstream call, a
 * stale hit answers at once and refreshes in the background. A store failure only bypasses the
 * cache. Fresh entries are also held in process for up to a second (bounded in count and size),
 * so a hot key costs no store call. Each endpoint keeps at most `maxVariantsPerEndpoint` distinct
 * bodies stored (docs/security.md#cache-bounds); past it a new body is answered uncached.
 */
export const createReadCache = (
  store: KvStore,
  clock: Clock,
  onBackgroundError: (error: unknown) => void,
  hooks: ReadCacheHooks = {},
  bounds: { maxVariantsPerEndpoint?: number } = {},
) => {
  const inflight = new Map<string, Promise<Loaded<unknown>>>();
  const variants = createVariantCap(bounds.maxVariantsPerEndpoint ?? defaultMaxVariants, clock);
  const local = new Map<string, Held>();
  let localChars = 0;
  const unhold = (key: string) => {
    localChars -= local.get(key)?.raw.length ?? 0;
    local.delete(key);
  };
  const hold = (key: string, entry: Entry<unknown>, raw: string) => {
    const until = Math.min(clock.now() + localHoldMs, entry.freshUntil);
    if (until <= clock.now()) return;
    unhold(key); // re-inserted last: Map order is the eviction order
    local.set(key, { entry, until, raw });
    localChars += raw.length;
    while (local.size > localMaxEntries || (localChars > localMaxChars && local.size > 1))
      unhold(local.keys().next().value!);
  };

  const load = <V>(
    key: string,
    policy: CachePolicy,
    loader: () => Promise<Loaded<V>>,
  ): Promise<Loaded<V>> => {
    const running = inflight.get(key);
    if (running) return running as Promise<Loaded<V>>;
    const flight = (async () => {
      const loaded = await loader();
      const until = clock.now() + policy.ttlMs + policy.staleMs;
      if (loaded.cacheable && variants.admit(key, until)) {
        const entry: Entry<V> = { value: loaded.value, freshUntil: clock.now() + policy.ttlMs };
        const raw = JSON.stringify(entry);
        hold(key, entry, raw);
        await store.set(`cache:${key}`, raw, policy.ttlMs + policy.staleMs).catch(() => undefined);
      }
      return loaded;
    })().finally(() => inflight.delete(key));
    inflight.set(key, flight);
    return flight;
  };

  // One store read per key at a time: when a hot key's hold lapses, every request in flight
  // would otherwise ask the store (and compare the whole text) at once.
  const reading = new Map<string, Promise<Entry<unknown> | null>>();
  const readStored = async (key: string): Promise<Entry<unknown> | null> => {
    const raw = await store.get(`cache:${key}`).catch(() => null);
    if (!raw) return null;
    // The stored text is unchanged: keep the very object held (no parse, and answers serialised
    // from it stay valid); otherwise another instance refreshed it.
    const held = local.get(key);
    const entry = held?.raw === raw ? held.entry : (JSON.parse(raw) as Entry<unknown>);
    hold(key, entry, raw);
    return entry;
  };
  const peek = async <V>(key: string): Promise<Entry<V> | null> => {
    const held = local.get(key);
    if (held && held.until > clock.now()) return held.entry as Entry<V>;
    let read = reading.get(key);
    if (!read) {
      read = readStored(key).finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return (await read) as Entry<V> | null;
  };

  return {
    peek,
    /**
     * The value of a fresh entry this process holds, without touching the store and without a
     * promise (the held read, cache/held-read.ts); undefined otherwise, and then the
     * request takes the normal way, which records its own lookup.
     */
    freshHeld<V>(key: string): V | undefined {
      const held = local.get(key);
      const now = clock.now();
      if (!held || held.until <= now || held.entry.freshUntil <= now) return undefined;
      hooks.onLookup?.('hit');
      return held.entry.value as V;
    },
    async getOrLoad<V>(
      key: string,
      policy: CachePolicy,
      loader: () => Promise<Loaded<V>>,
    ): Promise<Loaded<V>> {
      const entry = await peek<V>(key);
      if (entry && entry.freshUntil > clock.now()) {
        hooks.onLookup?.('hit');
        return { value: entry.value, cacheable: true };
      }
      if (entry) {
        hooks.onLookup?.('stale');
        load(key, policy, loader).then(
          (loaded) => hooks.onRefresh?.(loaded.cacheable ? 'ok' : 'failed'),
          (error: unknown) => {
            hooks.onRefresh?.('failed');
            onBackgroundError(error);
          },
        );
        return { value: entry.value, cacheable: true };
      }
      hooks.onLookup?.('miss');
      return load(key, policy, loader);
    },
  };
};
export type ReadCache = ReturnType<typeof createReadCache>;
