import type { Request } from 'express';
import { languageSchema, type Language } from '@kakehashi/contracts';

/**
 * The language the language cookie names, else `fallback`:
 * docs/rules/site-and-pages.md#routes-and-login — the readable cookie carries the visitor's choice
 * before (and besides) any session.
 */
export const cookieLanguage = (req: Request, cookieName: string, fallback: Language): Language => {
  const cookie = languageSchema.safeParse(req.cookies?.[cookieName]);
  return cookie.success ? cookie.data : fallback;
};

/** The session id the session cookie names; an empty or non-string value (`j:` JSON) is none. */
export const cookieSessionId = (req: Request, cookieName: string): string | undefined => {
  const id = req.cookies?.[cookieName] as unknown;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
};
