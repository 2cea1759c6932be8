import type { ErrorRequestHandler, Request } from 'express';
import { pageLanguageOf, StatusCode, type Language } from '@kakehashi/contracts';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { StoreUnavailableError } from '../store/kv-store';
import { LockTimeoutError } from '../store/exclusive';
import { AppError } from '../http/app-error';
import { bodyErrorStatus } from '../http/body-errors';
import { cookieLanguage } from '../http/cookies';
import { maybeSessionOf } from '../session/locals';
import type { ResultMapper } from './result-mapper';
import { sendResult } from '../http/result-writer';
import { waitInMinutes } from '../throttle/backoff';
import { redactUrl } from '../observability/redaction';

/** One converter: anything thrown becomes an AppError (as in node-express-boilerplate). */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof StoreUnavailableError || error instanceof LockTimeoutError)
    return new AppError(503, StatusCode.storeUnavailable, { cause: error });
  // A path that is not valid percent-encoding (Express decoding it, `%E0%A4%A`): the client's
  // doing, a 400 (docs/security.md#request-bodies).
  if (error instanceof URIError)
    return new AppError(400, StatusCode.invalidInput, { cause: error });
  const bodyStatus = bodyErrorStatus(error);
  if (bodyStatus !== null)
    return new AppError(bodyStatus, StatusCode.invalidInput, { cause: error });
  return new AppError(500, StatusCode.unexpected, { cause: error });
};

/** What a failed page (not /api) says, in the visitor's language: what happened, what to do. */
export const pageFailureText: Record<Language, string> = {
  en: 'Something went wrong. Please try again later.',
  jp: '問題が発生しました。しばらくしてから、もう一度お試しください。',
};

/** One handler that writes the Result and hides the internals of 5xx. */
export const createErrorHandler = (deps: {
  config: Config;
  results: ResultMapper;
  logger: Logger;
}): ErrorRequestHandler => {
  const languageOf = (req: Request, res: Parameters<ErrorRequestHandler>[2]): Language => {
    const session = maybeSessionOf(res);
    if (session) return session.language;
    return cookieLanguage(req, deps.config.cookies.language, deps.config.defaultLanguage);
  };
  return async (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.httpStatus >= 500)
      deps.logger.error(
        { err: appError.cause ?? appError, url: redactUrl(req.originalUrl) },
        'request failed',
      );
    if (res.headersSent) return void res.end();
    const language = languageOf(req, res);
    // A page the BFF serves itself (the card pages of docs/rules/cart-and-checkout.md#card-payment,
    // the app's HTML) fails in the buyer's language too: a Japanese buyer coming back from the
    // card issuer never reads English (docs/rules/site-and-pages.md#languages).
    if (!req.path.startsWith('/api'))
      return void res
        .status(appError.httpStatus)
        .type('text/plain')
        .setHeader('Content-Language', pageLanguageOf(language))
        .send(pageFailureText[language]);
    const wait = appError.retryAfterS;
    if (wait !== undefined) res.setHeader('Retry-After', String(wait));
    const { result, httpStatus } = await deps.results
      .own(
        appError.code,
        language,
        { errors: appError.errors, data: appError.data ?? null },
        appError.httpStatus,
        wait === undefined ? [] : [waitInMinutes(wait)],
      )
      .catch(() => ({
        result: { status: appError.code, data: null },
        httpStatus: appError.httpStatus,
      }));
    sendResult(res, result, httpStatus);
  };
};
