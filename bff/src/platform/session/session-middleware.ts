import type { Request, RequestHandler } from 'express';
import { cookieLanguage, cookieSessionId } from '../http/cookies';
import type { Config } from '../config/config';
import { setSession } from './locals';
import { RequestSession } from './request-session';
import type { SessionRepository } from './session-repository';

/**
 * Loads the session named by the cookie (extending its idle timeout) and hands a RequestSession
 * on `res.locals`. No cookie or a dead id gives an empty session, created on first need. A store
 * outage throws StoreUnavailableError → 503 Result. A request `sessionless` accepts (a
 * member-independent read) gets a visitor's view in the cookie's language, read-only, and costs
 * the store nothing.
 */
export const createSessionMiddleware =
  (
    config: Config,
    repository: SessionRepository,
    sessionless: (req: Request) => boolean = () => false,
    /** Asked before an anonymous session is created (session/creation-guard.ts). */
    admitNewSession: (req: Request) => Promise<void> = async () => undefined,
  ): RequestHandler =>
  async (req, res, next) => {
    const language = cookieLanguage(req, config.cookies.language, config.defaultLanguage);
    if (sessionless(req)) {
      setSession(res, new RequestSession(null, null, language, repository, res, config, true));
      return next();
    }
    const cookieId = cookieSessionId(req, config.cookies.session);
    const record = cookieId ? await repository.touch(cookieId) : null;
    setSession(
      res,
      new RequestSession(
        record ? cookieId! : null,
        record,
        language,
        repository,
        res,
        config,
        false,
        () => admitNewSession(req),
      ),
    );
    next();
  };
