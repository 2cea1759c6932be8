import type { Clock } from '../clock';

/** The endpoint a cache key belongs to: its first segment (`contents/list` of `contents/list:en:…`). */
const endpointOf = (key: string) => {
  const end = key.indexOf(':');
  return end === -1 ? key : key.slice(0, end);
};

/**
 * How many distinct bodies of one endpoint this instance keeps in the cache at once
 * (docs/security.md#cache-bounds): each distinct filter, keyword or offset is an entry of its own,
 * so without a cap a client choosing new bodies grows the cache without end. Past the cap a new
 * body is answered uncached (and not stored) until earlier ones expire; bodies already counted
 * are refreshed as before. Bookkeeping is per process and bounded by the cap per endpoint.
 */
export const createVariantCap = (maxPerEndpoint: number, clock: Clock) => {
  const variants = new Map<string, Map<string, number>>();
  return {
    /** True when `key` may be stored until `until` (epoch ms); then it is counted. */
    admit(key: string, until: number): boolean {
      const endpoint = endpointOf(key);
      let keys = variants.get(endpoint);
      if (!keys) variants.set(endpoint, (keys = new Map()));
      if (!keys.has(key) && keys.size >= maxPerEndpoint) {
        const now = clock.now();
        for (const [known, expires] of keys) if (expires <= now) keys.delete(known);
        if (keys.size >= maxPerEndpoint) return false;
      }
      keys.set(key, until);
      return true;
    },
  };
};
