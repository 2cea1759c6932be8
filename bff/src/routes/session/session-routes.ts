import type { Response } from 'express';
import { StatusCode, type SessionData } from '@kakehashi/contracts';
import type { Config } from '../../platform/config/config';
import type { OwnHandlers } from '../../platform/api/api-router';
import { secureCookiesFor } from '../../platform/http/cookies';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { SiteSettingsService } from '../site/site-settings';
import { isSignedIn } from '../../platform/session/session-record';

/** `GET /api/session` and `PUT /api/language` (docs/interfaces.md#bff-endpoints). */
export const sessionHandlers = (deps: {
  config: Config;
  siteSettings: SiteSettingsService;
  results: ResultMapper;
}): Pick<OwnHandlers, 'session' | 'language'> => {
  /** The readable language cookie (not HttpOnly: the page reads it before the first call). */
  const setLanguageCookie = (res: Response, language: string) =>
    res.cookie(deps.config.cookies.language, language, {
      httpOnly: false,
      sameSite: 'lax',
      secure: secureCookiesFor(res.req, deps.config.cookies.secure),
      path: '/',
      maxAge: 365 * 24 * 3600 * 1000,
    });

  const session: OwnHandlers['session'] = async ({ session }) => {
    const site = await deps.siteSettings.load(session);
    if (!site.ok) return deps.results.fromOutcome(session, site.outcome);
    const record = session.current();
    const data: SessionData = {
      signedIn: isSignedIn(record),
      user: isSignedIn(record) ? (record?.user ?? null) : null,
      language: session.language,
      authMode: site.settings.authentication_type,
      site: { orderTotalStatuses: deps.config.site.orderTotalStatuses },
    };
    return { result: { status: StatusCode.success, data }, httpStatus: 200 };
  };

  /**
   * docs/security.md#anonymous-sessions: a visitor's choice is the cookie alone; only a session
   * that exists already (a signed-in buyer, a guest with a cart) stores it too. A language switch
   * never creates a session.
   */
  const language: OwnHandlers['language'] = async ({ body, session, res }) => {
    if (session.id) await session.update((r) => ({ ...r, language: body.language }));
    setLanguageCookie(res, body.language);
    return {
      result: { status: StatusCode.success, data: { language: body.language } },
      httpStatus: 200,
    };
  };
  return { session, language };
};
