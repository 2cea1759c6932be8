import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { KvStore } from '../store/kv-store';
import { processSessionKeys, type SessionKeys } from '../config/session-keys';
import { hashedKey } from '../store/hashed-key';
import { createRecordCipher } from './record-cipher';
import { sessionRecordSchema, type SessionRecord } from './session-record';

/**
 * A signed-in session's id starts with `m.` (docs/security.md#session-records): it is minted only
 * by a rotation into a signed-in record, so its class is known from the cookie alone and its
 * record lives apart from visitors' ones (the memory store gives `anon:` keys an LRU of their own:
 * a flood of anonymous sessions cannot evict a buyer).
 */
const memberMark = 'm.';
export type SessionClass = 'member' | 'visitor';

/** A session id: 256 random bits, opaque to the browser. */
export const newSessionId = (kind: SessionClass = 'visitor') =>
  `${kind === 'member' ? memberMark : ''}${randomBytes(32).toString('base64url')}`;
const idPattern = /^(m\.)?[A-Za-z0-9_-]{43}$/;

/**
 * Where a session's record is stored: under a SHA-256 of its id, never the id itself — a copy of
 * the store's keys (a dump, `KEYS`, a replica) names no cookie that would open a session.
 */
export const sessionStoreKey = (id: string) =>
  `${id.startsWith(memberMark) ? 'sess' : 'anon'}:${createHash('sha256').update(id).digest('base64url')}`;

/**
 * Sessions in the store with server-side lifetimes: the store TTL is the idle timeout (moved on
 * every use), `createdAt` bounds the absolute lifetime. Records are sealed with AES-GCM
 * (record-cipher.ts) under the configured keys. Store failures propagate as StoreUnavailableError
 * and become a 503 Result at the edge.
 */
/**
 * docs/security.md#password-change: the store keys of a member's signed-in sessions, so a
 * credential change can end the others. It names store keys only, never a session id, and its
 * own key holds a digest of the member id (docs/security.md#session-records).
 */
export const memberIndexKey = (userId: string) => hashedKey('sess:member', userId);
/**
 * The index as versions before 2026-11-28 named it, by the bare member id. A credential change
 * sheds it too, so a session indexed there before an upgrade is still ended; once every such
 * session has outlived its absolute lifetime (SESSION_ABSOLUTE_TTL) the index is gone and this
 * can go.
 */
const plainMemberIndexKey = (userId: string) => `sess:member:${userId}`;
/**
 * docs/security.md#password-change: when the member's credentials last changed (epoch ms, a few
 * bytes), so a sign-in the upstream accepted with the old ones ends itself (`credentialsChangedSince`).
 * Not `sess:member:`: the memory store reads those keys as indexes.
 */
export const credentialChangeKey = (userId: string) => hashedKey('sess:changed', userId);

export const createSessionRepository = (
  store: KvStore,
  clock: Clock,
  lifetimes: {
    idleTtlMs: number;
    absoluteTtlMs: number;
    /** Signed-in sessions one member may hold (SESSION_MAX_PER_MEMBER); default 100. */
    maxPerMember?: number;
    keys?: SessionKeys;
  },
) => {
  const maxPerMember = lifetimes.maxPerMember ?? 100;
  const cipher = createRecordCipher(lifetimes.keys ?? processSessionKeys);
  const ttlFor = (record: SessionRecord) =>
    Math.min(lifetimes.idleTtlMs, record.createdAt + lifetimes.absoluteTtlMs - clock.now());

  /** The stored record if it opens, is well-formed and inside its absolute lifetime; else deleted. */
  const accept = async (key: string, raw: string | null): Promise<SessionRecord | null> => {
    if (!raw) return null;
    const plain = cipher.open(raw, key);
    const parsed = plain === null ? null : sessionRecordSchema.safeParse(JSON.parse(plain));
    if (!parsed?.success || ttlFor(parsed.data) <= 0) {
      await store.del(key);
      return null;
    }
    return parsed.data;
  };

  const read = async (id: string): Promise<SessionRecord | null> => {
    if (!idPattern.test(id)) return null;
    const key = sessionStoreKey(id);
    return accept(key, await store.get(key));
  };

  return {
    read,
    /** Reads and extends the idle timeout (never beyond the absolute lifetime). */
    async touch(id: string): Promise<SessionRecord | null> {
      if (!idPattern.test(id)) return null;
      const key = sessionStoreKey(id);
      // One round trip: read and slide the idle timeout together. Only in the last idle window
      // before the absolute end does the expiry need a second command to be pulled in.
      const record = await accept(key, await store.getAndExpire(key, lifetimes.idleTtlMs));
      if (record && ttlFor(record) < lifetimes.idleTtlMs) await store.expire(key, ttlFor(record));
      return record;
    },
    /** Stores the record of a session just minted under a new id (`newSessionId`). */
    async create(id: string, record: SessionRecord): Promise<void> {
      const key = sessionStoreKey(id);
      const ttl = ttlFor(record);
      if (ttl <= 0) await store.del(key);
      else await store.set(key, cipher.seal(JSON.stringify(record), key), ttl);
    },
    /**
     * Writes back the record of a session that exists: stored only while its record is still in
     * the store (one atomic `SET … XX`), so a session ended while a request held it — a sign-out,
     * a password change's `destroyOthersOf`, the per-member cap — stays ended
     * (docs/security.md#password-change). False when it has ended (nothing stored); the member
     * index is never touched here, so an ended session is not named in it again either.
     */
    async write(id: string, record: SessionRecord): Promise<boolean> {
      const key = sessionStoreKey(id);
      const ttl = ttlFor(record);
      if (ttl <= 0) {
        await store.del(key);
        return false;
      }
      return store.replace(key, cipher.seal(JSON.stringify(record), key), ttl);
    },
    /**
     * Ends a session on purpose (a sign-out, leaving, a rotation away from it). A signed-in one —
     * `userId` its member — also leaves the member's index, so it takes no slot of the cap
     * (docs/security.md#password-change). The record goes first: a failure in between leaves a
     * stale key in the index, never a live session out of it.
     */
    async destroy(id: string, userId?: string): Promise<void> {
      const key = sessionStoreKey(id);
      await store.del(key);
      if (userId !== undefined) await store.removeFromIndex(memberIndexKey(userId), key);
    },
    /**
     * Notes a signed-in session under its member. The index lives an absolute lifetime from the
     * newest session it names, so it outlives every session in it. It names at most the member's
     * `maxPerMember` newest sessions: one pushed out of it ends here, since a credential change
     * could no longer reach it (docs/security.md#password-change).
     */
    async indexForMember(userId: string, id: string): Promise<void> {
      const dropped = await store.addToIndex(
        memberIndexKey(userId),
        sessionStoreKey(id),
        lifetimes.absoluteTtlMs,
        maxPerMember,
      );
      await Promise.all(dropped.map((key) => store.del(key)));
    },
    /**
     * Ends every session of the member but `keepId` (all of them when null: the changing session
     * itself has ended), docs/security.md#password-change. The index sheds them in one atomic
     * store step and only then are their records deleted: a session indexed before that step ends,
     * one a sign-in indexes after it lives on and stays indexed, so the next credential change
     * reaches it (no read-then-delete of the index that could drop it unseen).
     */
    async destroyOthersOf(userId: string, keepId: string | null): Promise<void> {
      const keep = keepId === null ? null : sessionStoreKey(keepId);
      // The change's mark is stored before the index is shed: a sign-in indexed after that step
      // reads it when it checks (`credentialsChangedSince`), one indexed before ends here. It
      // lives as long as a session can; a later change moves it on.
      await store.set(credentialChangeKey(userId), String(clock.now()), lifetimes.absoluteTtlMs);
      const removed = [
        ...(await store.removeOthersFromIndex(memberIndexKey(userId), keep)),
        ...(await store.removeOthersFromIndex(plainMemberIndexKey(userId), keep)),
      ];
      await Promise.all(removed.map((key) => store.del(key)));
    },
    /**
     * Whether the member's credentials changed after `since` (epoch ms, when a sign-in's upstream
     * call started): asked once the sign-in's session is indexed, so a change either shed it from
     * the index or wrote its mark before this read (docs/security.md#password-change).
     */
    async credentialsChangedSince(userId: string, since: number): Promise<boolean> {
      const mark = Number(await store.get(credentialChangeKey(userId)));
      return Number.isFinite(mark) && mark > since;
    },
    fresh(language: SessionRecord['language']): SessionRecord {
      return { createdAt: clock.now(), language };
    },
  };
};
export type SessionRepository = ReturnType<typeof createSessionRepository>;
