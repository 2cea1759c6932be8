import type { Answer } from '../api/result-mapper';
import { resultBytes } from '../http/result-writer';
import { storedBytes, type AnswerBytes } from '../http/stored-bytes';

const serialiseAnswer = (mapped: Answer): AnswerBytes => ({
  ...storedBytes(resultBytes(mapped.result)),
  httpStatus: mapped.httpStatus,
});

/**
 * The serialised answer of each cached upstream outcome, for as long as the read cache holds that
 * very outcome object (a WeakMap: it goes when the cache lets it go, so this adds no bound of its
 * own). The cache key holds the language, so one outcome is only ever answered in one language. A
 * refreshed answer is a new object and gets new bytes and a new tag.
 */
export const createAnswerMemo = () => {
  const answers = new WeakMap<object, Answer & { serialised: AnswerBytes }>();
  return {
    get: (outcome: object) => answers.get(outcome),
    keep: (outcome: object, mapped: Answer) => {
      const reply = { ...mapped, serialised: serialiseAnswer(mapped) };
      answers.set(outcome, reply);
      return reply;
    },
  };
};
export type AnswerMemo = ReturnType<typeof createAnswerMemo>;
