import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { KvStore } from './kv-store';
import { sessionRecordSchema, type SessionRecord } from './session-record';

const keyOf = (id: string) => `sess:${id}`;

/** A session id: 256 random bits, opaque to the browser. */
export const newSessionId = () => randomBytes(32).toString('base64url');
const idPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions in the store with server-side lifetimes: the store TTL is the idle timeout (moved on
 * every use), `createdAt` bounds the absolute lifetime. Store failures propagate as
 * StoreUnavailableError and become a 503 Result at the edge.
 */
export const createSessionRepository = (
  store: KvStore,
  clock: Clock,
  lifetimes: { idleTtlMs: number; absoluteTtlMs: number },
) => {
  const ttlFor = (record: SessionRecord) =>
    Math.min(lifetimes.idleTtlMs, record.createdAt + lifetimes.absoluteTtlMs - clock.now());

  /** The stored record if it is well-formed and inside its absolute lifetime; else deleted. */
  const accept = async (id: string, raw: string | null): Promise<SessionRecord | null> => {
    if (!raw) return null;
    const parsed = sessionRecordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || ttlFor(parsed.data) <= 0) {
      await store.del(keyOf(id));
      return null;
    }
    return parsed.data;
  };

  const read = async (id: string): Promise<SessionRecord | null> =>
    idPattern.test(id) ? accept(id, await store.get(keyOf(id))) : null;

  return {
    read,
    /** Reads and extends the idle timeout (never beyond the absolute lifetime). */
    async touch(id: string): Promise<SessionRecord | null> {
      if (!idPattern.test(id)) return null;
      // One round trip: read and slide the idle timeout together. Only in the last idle window
      // before the absolute end does the expiry need a second command to be pulled in.
      const record = await accept(id, await store.getAndExpire(keyOf(id), lifetimes.idleTtlMs));
      if (record && ttlFor(record) < lifetimes.idleTtlMs)
        await store.expire(keyOf(id), ttlFor(record));
      return record;
    },
    async write(id: string, record: SessionRecord): Promise<void> {
      const ttl = ttlFor(record);
      if (ttl <= 0) await store.del(keyOf(id));
      else await store.set(keyOf(id), JSON.stringify(record), ttl);
    },
    async destroy(id: string): Promise<void> {
      await store.del(keyOf(id));
    },
    fresh(language: SessionRecord['language']): SessionRecord {
      return { createdAt: clock.now(), language };
    },
  };
};
export type SessionRepository = ReturnType<typeof createSessionRepository>;
