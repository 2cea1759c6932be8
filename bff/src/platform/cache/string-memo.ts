import { LRUCache } from 'lru-cache';

/** What one entry costs beyond its characters: the LRU's slots and the strings' headers. */
const entryOverhead = 64;

/**
 * A memo from string to string bounded in bytes, not entries (docs/security.md#cache-bounds): the
 * keys come from requests, so their length is the caller's to choose. A character is counted as
 * two bytes (V8's wide strings); the least recently asked entry is forgotten first.
 */
export const stringMemo = (maxBytes: number) =>
  new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => 2 * (key.length + value.length) + entryOverhead,
  });
export type StringMemo = ReturnType<typeof stringMemo>;
