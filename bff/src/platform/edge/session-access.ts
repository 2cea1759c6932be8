import type { Request } from 'express';
import type { Language } from '@kakehashi/contracts';
import type { SessionRepository } from '../session/session-repository';
import { cookieSessionId } from '../http/cookies';
import { isSignedIn } from '../session/session-record';

type Sessions = Pick<SessionRepository, 'touch' | 'read' | 'write'>;

/**
 * pageRules' `signedIn` from core's session repository: the session cookie names a live session
 * holding tokens. Reading it also extends the idle timeout, as any use of the session does.
 */
export const sessionSignedIn =
  (sessions: Sessions, sessionCookie: string) =>
  async (req: Request): Promise<boolean> => {
    const id = cookieSessionId(req, sessionCookie);
    return Boolean(id) && isSignedIn(await sessions.touch(id!));
  };

/**
 * pageRules' `rememberLanguage`: "the language is stored"
 * (docs/rules/site-and-pages.md#language-prefixes) — a prefix also switches an existing session's
 * language, else the app would follow the session back to the old one. No session yet: the cookie
 * alone carries it, and a new session starts from the cookie.
 */
export const sessionLanguageWriter =
  (sessions: Sessions, sessionCookie: string) =>
  async (req: Request, language: Language): Promise<void> => {
    const id = cookieSessionId(req, sessionCookie);
    const record = id ? await sessions.read(id) : null;
    if (id && record && record.language !== language)
      await sessions.write(id, { ...record, language });
  };
