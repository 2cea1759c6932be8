import type { Request } from 'express';

/** The two languages the mock answers in. */
export type Language = 'ja' | 'en';

/**
 * The language a call asks for by its Accept-Language, weighed as the header says (so `fr,ja` and
 * `ja-JP` mean Japanese): Japanese when the caller prefers it to English, English otherwise and
 * when it names neither. The upstream keeps some text fields in one language per call (the BFF
 * sends `ja` for Japanese pages); the mock's provider pages fall back to it (page-language.ts).
 * createMount works it out once per call as `ctx.language`.
 */
export const languageOf = (req: Request): Language =>
  req.acceptsLanguages('en', 'ja') === 'ja' ? 'ja' : 'en';
