import type { RedisClient } from './redis-store';

/**
 * The books of the cached reads in Redis: each stored entry's size (a hash, with the running total
 * under `#total`) and its expiry (a sorted set). Both keys share one hash tag, so the script runs
 * on Redis Cluster too; they carry a TTL as long as the longest entry they account for.
 */
const sizesKey = 'cache-budget:{books}:sizes';
const expiriesKey = 'cache-budget:{books}:expiries';

/**
 * One atomic step: forget entries whose TTL has passed (a bounded batch per call), then admit the
 * new entry only if the total with it stays within the budget. A replaced entry's old size is
 * taken out first. ARGV: member, bytes, ttl ms, budget. Returns 1 when admitted, 0 when refused.
 */
const admitScript = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local total = tonumber(redis.call('HGET', KEYS[1], '#total') or '0')
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', nowMs, 'LIMIT', 0, 500)
for _, member in ipairs(expired) do
  total = total - tonumber(redis.call('HGET', KEYS[1], member) or '0')
  redis.call('HDEL', KEYS[1], member)
  redis.call('ZREM', KEYS[2], member)
end
if total < 0 then total = 0 end
local bytes = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
local without = total - tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if without + bytes > tonumber(ARGV[4]) then
  redis.call('HSET', KEYS[1], '#total', total)
  return 0
end
redis.call('HSET', KEYS[1], ARGV[1], bytes, '#total', without + bytes)
redis.call('ZADD', KEYS[2], nowMs + ttl, ARGV[1])
for _, key in ipairs(KEYS) do
  if redis.call('PTTL', key) < ttl then redis.call('PEXPIRE', key, ttl) end
end
return 1
`;

/**
 * A byte budget for the cached reads of one Redis (docs/security.md#cache-bounds): an entry is
 * stored only while the live entries and it fit in `maxBytes`; otherwise the read is answered
 * uncached. Entries leave the books when their TTL passes. A key Redis evicted earlier stays
 * counted until then: the books err on the side of storing less.
 */
export const cacheBudget = (client: RedisClient, maxBytes: number) => ({
  async admit(key: string, value: string, ttlMs: number): Promise<boolean> {
    const bytes = Buffer.byteLength(key) + Buffer.byteLength(value);
    if (bytes > maxBytes) return false;
    const ttl = Math.max(1, Math.ceil(ttlMs));
    return (
      (await client.eval(admitScript, 2, sizesKey, expiriesKey, key, bytes, ttl, maxBytes)) === 1
    );
  },
});
/** The books' key names, for tests that read the total. */
export const cacheBudgetKeys = { sizes: sizesKey, expiries: expiriesKey };
