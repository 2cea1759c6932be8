import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Answer } from '../../platform/api/result-mapper';

/** How long an identical send counts as the same press (docs/rules/errors-and-messages.md#one-press-one-send). */
export const repeatWindowMs = 60_000;
/** The bytes the remembered sends may take, all senders together (docs/security.md#cache-bounds). */
export const repeatMemoryBytes = 1024 * 1024;

/** What an entry costs beyond its key and answer: the LRU's slot, the promise, the time. */
const entryOverhead = 256;

type Sent = { at: number; reply: Promise<Answer | void> };

const sizeOf = (key: string, reply?: Answer | void) =>
  entryOverhead +
  2 * key.length +
  (reply ? (reply.bytes?.length ?? 2 * JSON.stringify(reply.result).length) : 0);

const succeeded = (reply: Answer | void): reply is Answer =>
  Boolean(reply) && reply!.httpStatus === 200 && reply!.result.status === 'E000-000';

/**
 * A send that mails a supplier or the site's desk, taken once: the same sender sending the same
 * body again within `windowMs` (a double-click, a retry of a send that did go) gets the first
 * send's answer, or waits for it while it is on its way, and nothing goes upstream again. Only a
 * send that succeeded is remembered: after a refusal or a failure the buyer may send again at
 * once. Keyed by the sender and a digest of the body, so the key's size does not follow the body;
 * bounded in bytes, least recently sent first out. Per process: a repeat that reaches another
 * instance is sent (the mail budgets, docs/security.md, still count it).
 */
export const createRepeatGuard = (deps: {
  now: () => number;
  windowMs?: number;
  maxBytes?: number;
}) => {
  const windowMs = deps.windowMs ?? repeatWindowMs;
  const maxBytes = deps.maxBytes ?? repeatMemoryBytes;
  const sends = new LRUCache<string, Sent>({
    maxSize: maxBytes,
    sizeCalculation: (_sent, key) => sizeOf(key),
  });

  return (sender: string, body: unknown, send: () => Promise<Answer | void>) => {
    const key = `${sender}\u0000${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}`;
    const earlier = sends.get(key);
    if (earlier && deps.now() - earlier.at < windowMs) return earlier.reply;
    const sent: Sent = { at: deps.now(), reply: send() };
    sends.set(key, sent);
    const current = () => sends.peek(key)?.reply === sent.reply;
    const forget = () => {
      if (current()) sends.delete(key);
    };
    sent.reply.then((reply) => {
      if (!succeeded(reply)) return forget();
      // Counted again with its answer; an answer too large to keep is not remembered.
      const size = sizeOf(key, reply);
      if (size > maxBytes / 16) return forget();
      // A new entry object: the LRU counts the size of a value only when the value changes.
      if (current()) sends.set(key, { ...sent }, { size });
    }, forget);
    return sent.reply;
  };
};
export type RepeatGuard = ReturnType<typeof createRepeatGuard>;
