import { LRUCache } from 'lru-cache';
import type { UpstreamOutcome } from './upstream-http';

/**
 * What one recalled answer holds, per byte of the upstream's answer: its bytes as the key (one
 * byte a byte), the parsed outcome (measured at about one byte a byte), and what the proxy keeps
 * with it, the checked answer and its bytes (about two). Counted as five, so the bound errs on
 * the side of holding less.
 */
const heldPerAnswerByte = 5;
const entryOverhead = 256;

const recalled = new WeakSet<UpstreamOutcome>();

/**
 * Whether this outcome is a recalled one: the very object every byte-identical answer of its read
 * gets, so what is made from it (the proxy's checked answer) may be kept beside it.
 */
export const isRecalled = (outcome: UpstreamOutcome) => recalled.has(outcome);

/**
 * Answers of a read that come back byte for byte as before are parsed once
 * (docs/architecture.md#recalled-answers). A catalogue read a buyer repeats, or many buyers make,
 * answers the same bytes until something in it changes; parsing them again, checking them against
 * the contract and writing the checked answer out again was most of a proxied call's cost. The
 * bytes themselves are the key, compared whole, so a changed answer is never mistaken for the old
 * one: nothing here can be stale, and nothing here expires. Only successes whose envelope is
 * exactly `{ status, data }` are kept, per method and path; bounded in bytes (least recently
 * answered first out), and an answer over a sixteenth of the bound is never kept.
 */
export const createAnswerRecall = (
  maxBytes: number,
  onLookup: (result: 'hit' | 'miss') => void = () => undefined,
) => {
  if (maxBytes <= 0) return undefined;
  const answers = new LRUCache<string, UpstreamOutcome>({
    maxSize: maxBytes,
    sizeCalculation: (_outcome, key) => heldPerAnswerByte * key.length + entryOverhead,
  });
  const largest = maxBytes / 16 / heldPerAnswerByte;
  return {
    /**
     * The outcome these bytes gave last time on `where` (method and path), else `parse(bytes)`,
     * kept for next time when `keep` says it may be (a plain success).
     */
    outcomeOf(
      where: string,
      bytes: Buffer,
      parse: () => UpstreamOutcome,
      keep: (outcome: UpstreamOutcome) => boolean,
    ): UpstreamOutcome {
      if (bytes.length > largest) {
        onLookup('miss');
        return parse();
      }
      // V8 compares and hashes a long one-byte string by its bytes: the lookup costs about as
      // much as copying the answer once, a fortieth of parsing it.
      const key = `${where}\n${bytes.toString('latin1')}`;
      const known = answers.get(key);
      onLookup(known ? 'hit' : 'miss');
      if (known) return known;
      const outcome = parse();
      if (!keep(outcome)) return outcome;
      recalled.add(outcome);
      answers.set(key, outcome);
      return outcome;
    },
    /** The bytes held by the recalled answers, as counted against the bound. */
    heldBytes: () => answers.calculatedSize,
  };
};
export type AnswerRecall = NonNullable<ReturnType<typeof createAnswerRecall>>;
