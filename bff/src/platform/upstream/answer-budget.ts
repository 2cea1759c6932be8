import type { Readable } from 'node:stream';

/**
 * The bytes of upstream answers the process holds while reading them, all calls together
 * (docs/security.md#upstream-answer-bytes): each answer is capped on its own, but many large
 * answers at once would hold the cap that many times over.
 */
export const createAnswerBudget = (limitBytes: number) => {
  let held = 0;
  return {
    /** Whether anything is left: a call is not even sent when the budget is spent. */
    hasRoom: () => held < limitBytes,
    take(bytes: number): boolean {
      if (held + bytes > limitBytes) return false;
      held += bytes;
      return true;
    },
    give(bytes: number) {
      held -= bytes;
    },
    /** Bytes held now (the tests' view: back to 0 once every answer is done). */
    held: () => held,
  };
};
export type AnswerBudget = ReturnType<typeof createAnswerBudget>;

/**
 * Reads an answer's body, counting each chunk against its own cap and the shared budget as it
 * arrives; stops reading (and destroys the stream, so its socket) at the first chunk over either.
 * `hold` is called with the bytes taken from the budget: the caller gives them back once it is
 * done with the answer, whatever happened.
 */
export const readAnswer = async (
  stream: Readable,
  budget: AnswerBudget,
  maxBytes: number,
  hold: (bytes: number) => void,
): Promise<Buffer | 'too-large' | 'over-budget'> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const over =
      size + chunk.length > maxBytes
        ? 'too-large'
        : !budget.take(chunk.length)
          ? 'over-budget'
          : undefined;
    if (over) {
      stream.destroy();
      return over;
    }
    hold(chunk.length);
    size += chunk.length;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
};
