import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer } from '../../platform/api/result-mapper';
import type { KvStore } from '../../platform/store/kv-store';

/** How long an identical send counts as the same press (docs/rules/errors-and-messages.md#one-press-one-send). */
export const repeatWindowMs = 60_000;
/** The bytes the remembered sends may take in one store, all senders together (docs/security.md#cache-bounds). */
export const repeatMemoryBytes = 1024 * 1024;
/** How long a claim lives unless its holder renews it: a holder that died frees the send by then. */
export const repeatClaimMs = 10_000;
/** The store keys of the remembered sends (the memory store keeps them in an LRU of their own). */
export const repeatKeyPrefix = 'repeat:';
/** The books: the bytes charged in the current window, one counter for every instance. */
export const repeatBooksKey = 'repeat-books:bytes';

/** What an entry costs beyond its key and value: the store's bookkeeping, counted generously. */
const entryOverhead = 256;
const pollMs = 25;

/** A send on its way (`claim`, its holder's token) or the answer it got. */
type Entry = { claim: string } | { answer: Pick<Answer, 'result' | 'httpStatus'> };

const sizeOf = (key: string, value: string) => entryOverhead + 2 * (key.length + value.length);

const succeeded = (reply: Answer | void): reply is Answer =>
  Boolean(reply) && reply!.httpStatus === 200 && reply!.result.status === 'E000-000';

/**
 * A send that mails a supplier or the site's desk, taken once: the same sender sending the same
 * body again within `windowMs` (a double-click, a retry of a send that did go) gets the first
 * send's answer, or waits for it while it is on its way, and nothing goes upstream again. The
 * entries live in the shared store, so this holds across processes and instances: the first send
 * claims its key with one atomic set-if-absent, and a repeat on another process finds the claim
 * and waits for the answer written in its place. Only a send that succeeded is remembered: after a
 * refusal or a failure the claim is removed and the buyer may send again at once.
 *
 * Keyed by a digest of the sender and the body (no session id in the store, and the key's size
 * does not follow the body). Bounded in bytes by books kept with the store's atomic increment:
 * each window may charge half of `maxBytes` and an entry lives at most one window, so the live
 * entries of all instances stay within `maxBytes`; once a window's share is spent a send goes
 * unremembered, as before this guard (the mail budgets, docs/security.md#throttles, still bound it).
 */
export const createRepeatGuard = (deps: {
  store: KvStore;
  now: () => number;
  windowMs?: number;
  maxBytes?: number;
  claimMs?: number;
}) => {
  const { store, now } = deps;
  const windowMs = deps.windowMs ?? repeatWindowMs;
  const maxBytes = deps.maxBytes ?? repeatMemoryBytes;
  const claimMs = deps.claimMs ?? repeatClaimMs;
  /** Repeats within this process share the first one's promise, its failure included. */
  const inflight = new Map<string, Promise<Answer | void>>();

  /** Charges `bytes` to this window; false when its share is spent (nothing is given back). */
  const charge = async (bytes: number) =>
    (await store.increment(repeatBooksKey, bytes, windowMs)).count <= maxBytes / 2;

  /** Keeps a successful answer in the claim's place for the rest of the window, or frees the key. */
  const settle = async (key: string, claim: string, startedAt: number, reply: Answer | void) => {
    if (succeeded(reply)) {
      const value = JSON.stringify({
        answer: { result: reply.result, httpStatus: reply.httpStatus },
      } satisfies Entry);
      const size = sizeOf(key, value);
      const left = windowMs - (now() - startedAt);
      // An answer too large to keep, or one the books have no room for, is not remembered.
      if (left > 0 && size <= maxBytes / 16 && (await charge(size)))
        return store.set(key, value, left);
    }
    await store.delIfEquals(key, claim);
  };

  /** Sends as the claim's holder, renewing the claim while the send is on its way. */
  const hold = async (key: string, claim: string, send: () => Promise<Answer | void>) => {
    const startedAt = now();
    const renewal = setInterval(() => {
      if (now() - startedAt < windowMs) void store.expire(key, claimMs).catch(() => undefined);
    }, claimMs / 3);
    renewal.unref();
    let reply: Answer | void;
    try {
      reply = await send();
    } catch (error) {
      clearInterval(renewal);
      await store.delIfEquals(key, claim).catch(() => undefined);
      throw error;
    }
    clearInterval(renewal);
    // The send went: its answer is the buyer's even if the store cannot keep it now.
    await settle(key, claim, startedAt, reply).catch(() => undefined);
    return reply;
  };

  const sendOnce = async (key: string, send: () => Promise<Answer | void>) => {
    for (;;) {
      const found = await store.get(key);
      if (found) {
        const entry = JSON.parse(found) as Entry;
        if ('answer' in entry) return entry.answer;
        // Another process is sending it: its answer takes the claim's place, or the claim goes.
        await sleep(pollMs);
        continue;
      }
      const claim = JSON.stringify({ claim: randomUUID() } satisfies Entry);
      if (!(await charge(sizeOf(key, claim)))) return send();
      if (await store.setIfAbsent(key, claim, claimMs)) return hold(key, claim, send);
    }
  };

  return (sender: string, body: unknown, send: () => Promise<Answer | void>) => {
    const key = `${repeatKeyPrefix}${createHash('sha256')
      .update(`${sender}\u0000${JSON.stringify(body)}`)
      .digest('base64url')}`;
    const running = inflight.get(key);
    if (running) return running;
    const flight = sendOnce(key, send).finally(() => inflight.delete(key));
    inflight.set(key, flight);
    return flight;
  };
};
export type RepeatGuard = ReturnType<typeof createRepeatGuard>;
