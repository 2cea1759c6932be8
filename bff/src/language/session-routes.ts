import { Router, type Response } from 'express';
import {
  languageBodySchema,
  StatusCode,
  type LanguageBody,
  type SessionData,
} from '@kakehashi/contracts';
import type { Config } from '../config/config';
import { answer } from '../http/answer';
import { bodyOf, sessionOf } from '../http/locals';
import type { ResultMapper } from '../http/result-mapper';
import { validateBody } from '../http/validate';
import { isSignedIn } from '../session/session-record';
import type { SiteSettingsService } from './site-settings';

/** `GET /api/session` and `PUT /api/language` (DESIGN pinned interfaces, spec §1). */
export const createSessionRoutes = (deps: {
  config: Config;
  siteSettings: SiteSettingsService;
  results: ResultMapper;
}) => {
  const router = Router();

  /** The readable language cookie (not HttpOnly: the page reads it before the first call). */
  const setLanguageCookie = (res: Response, language: string) =>
    res.cookie(deps.config.cookies.language, language, {
      httpOnly: false,
      sameSite: 'lax',
      secure: deps.config.cookies.secure,
      path: '/',
      maxAge: 365 * 24 * 3600 * 1000,
    });

  router.get('/session', async (_req, res) => {
    const session = sessionOf(res);
    const site = await deps.siteSettings.load(session);
    if (!site.ok) return answer(res, await deps.results.fromOutcome(session, site.outcome));
    const record = session.current();
    const data: SessionData = {
      signedIn: isSignedIn(record),
      user: isSignedIn(record) ? (record?.user ?? null) : null,
      language: session.language,
      authMode: site.settings.authentication_type,
    };
    answer(res, { result: { status: StatusCode.success, data }, httpStatus: 200 });
  });

  router.put('/language', validateBody(languageBodySchema), async (_req, res) => {
    const { language } = bodyOf<LanguageBody>(res);
    const session = sessionOf(res);
    await session.update((r) => ({ ...r, language }));
    setLanguageCookie(res, language);
    answer(res, { result: { status: StatusCode.success, data: { language } }, httpStatus: 200 });
  });
  return router;
};
