import type { Language } from '@kakehashi/contracts';
import type { MappedResult } from '../http/result-mapper';
import { resultBody } from '../http/result-writer';
import { storedBytes, type StoredBytes } from '../http/stored-bytes';

/**
 * A Result already written out: its JSON bytes and a strong ETag over exactly those bytes
 * (docs/architecture.md#caching). A cache hit writes the bytes as they are: no stringify and no
 * hashing per request, and `If-None-Match` with the tag answers 304.
 */
export type SerialisedAnswer = StoredBytes & { httpStatus: number };

export const serialiseAnswer = (mapped: MappedResult): SerialisedAnswer => ({
  ...storedBytes(Buffer.from(JSON.stringify(resultBody(mapped.result)))),
  httpStatus: mapped.httpStatus,
});

/**
 * The serialised answer of each cached upstream outcome, per language, for as long as the read
 * cache holds that very outcome object (a WeakMap: it goes when the cache lets it go, so this
 * adds no bound of its own). A refreshed answer is a new object and gets new bytes and a new tag.
 */
export const createAnswerMemo = () => {
  const answers = new WeakMap<
    object,
    Map<Language, MappedResult & { serialised: SerialisedAnswer }>
  >();
  return {
    get: (outcome: object, language: Language) => answers.get(outcome)?.get(language),
    keep: (outcome: object, language: Language, mapped: MappedResult) => {
      const reply = { ...mapped, serialised: serialiseAnswer(mapped) };
      let perLanguage = answers.get(outcome);
      if (!perLanguage) answers.set(outcome, (perLanguage = new Map()));
      perLanguage.set(language, reply);
      return reply;
    },
  };
};
export type AnswerMemo = ReturnType<typeof createAnswerMemo>;
