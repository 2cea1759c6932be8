import type { Request } from 'express';

export type AnswerLanguage = 'ja' | 'en';

/**
 * The language of a text field the upstream keeps in one language per call: Japanese when the
 * caller's Accept-Language asks for it (the BFF sends `ja` for Japanese pages), English otherwise.
 */
export const answerLanguageOf = (req: Request): AnswerLanguage =>
  /^ja\b/i.test(req.get('Accept-Language')?.trim() ?? '') ? 'ja' : 'en';
