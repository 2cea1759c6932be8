import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import {
  apiRoutes,
  type ApiName,
  type ApiRoute,
  type Language,
  type UpstreamName,
} from '@kakehashi/contracts';
import { cacheKeyOf } from '../cache/cached-call';
import type { ReadCache } from '../cache/read-cache';
import type { AnswerMemo } from '../cache/serialised-answer';
import { apiRouteAt } from '../http/api-route-at';
import { cookieLanguage } from '../http/cookies';
import { keepReadBody, plainJsonOf } from '../http/json-body';
import { proxyAllowlist } from '../proxy/allowlist';
import { sendSerialised } from '../http/result-writer';
import { inRequestContext } from '../observability/request-context';
import { acceptsGzip, gzipThreshold } from '../http/stored-bytes';
import { stripLanguagePrefix } from './language-prefix';
import { pageAccess } from './page-paths';
import { isSkippedPath } from './skipped-paths';

export type FastLanesOptions = {
  readCache: Pick<ReadCache, 'freshHeld'>;
  answers: Pick<AnswerMemo, 'get'>;
  languageCookie: string;
  defaultLanguage: Language;
  bodyMaxDepth: number;
  /** The page loader of serveWebApp: a public page's HTML from its stored bytes. */
  sendPage: (req: Request, res: Response) => Promise<void>;
  /**
   * Whether the request's session is signed in: the page rules' own check (one per request,
   * remembered), asked for a login-required page; signed out, the page rules redirect as ever.
   */
  signedIn: (req: Request) => Promise<boolean>;
  /** Page paths other routes answer (the card issuer's way in and out): never taken here. */
  otherPagePrefixes: readonly string[];
  loginPath?: string;
  /** Told which lane answered (tests). */
  onAnswer?: (lane: 'read' | 'page') => void;
};

type SharedRead = { name: ApiName; upstream: UpstreamName; route: ApiRoute };

/** The public, member-independent cached reads of the endpoint table, by name. */
const sharedReads = new Map<ApiName, SharedRead>(
  [...proxyAllowlist]
    .filter(([, entry]) => entry.access === 'public' && entry.cache === 'shared')
    .map(([name, entry]) => ({
      name,
      upstream: entry.upstream,
      route: apiRoutes[name] as ApiRoute,
    }))
    .filter((read) => read.route.method === 'POST')
    .map((read) => [read.name, read]),
);

/** A cached read's body is a few bytes of filters; anything larger takes the normal way. */
const maxFastBody = 4096;
const anyCharset = /charset=/i;
const utf8Charset = /charset="?utf-8"?\s*(;|$)/i;
const keyMemoSize = 1000;
const otherEncodings = /br|deflate|\*/i;
const readCookies = cookieParser();

/**
 * Answers the two hottest requests before the rest of the chain (docs/architecture.md#fast-lanes):
 * a public cached read whose answer this process holds fresh and already serialised, and the
 * HTML of a public page. Mounted after the drain, request id, request log, metrics, security
 * headers and CORS, so those apply as ever; it does only what such an answer needs beyond them —
 * the `X-CSRF` and cross-site checks, `X-Robots-Tag`, the language cookie, the body contract,
 * ETag/304 and the gzip choice. Anything else, or anything unusual, goes on to the normal chain,
 * which gives the answer it always gives (a read body is handed on to the JSON parser as bytes).
 */
export const fastLanes = (options: FastLanesOptions): RequestHandler => {
  const loginPath = options.loginPath ?? '/account/login';
  // Validating a body and hashing its key cost more than the answer: one result per raw body
  // (bounded; the oldest goes first). `null`: the contract refused it, the normal way answers.
  const keys = new Map<string, string | null>();
  const keyOf = (read: SharedRead, language: Language, bytes: Buffer): string | null => {
    const memoKey = `${read.name}\n${language}\n${bytes.toString('latin1')}`;
    const known = keys.get(memoKey);
    if (known !== undefined) return known;
    let key: string | null = null;
    const parsed = plainJsonOf(bytes, options.bodyMaxDepth);
    if (parsed) {
      const schema = read.route.localizedBody?.(language) ?? read.route.body;
      const checked = schema.safeParse(parsed.value ?? {});
      if (checked.success) key = cacheKeyOf(read.upstream, language, checked.data);
    }
    keys.set(memoKey, key);
    if (keys.size > keyMemoSize) keys.delete(keys.keys().next().value!);
    return key;
  };

  const languageOf = (req: Request, res: Response) => {
    readCookies(req, res, () => undefined); // synchronous; the later cookieParser keeps these
    return cookieLanguage(req, options.languageCookie, options.defaultLanguage);
  };

  const answerRead = (read: SharedRead, req: Request, res: Response, bytes: Buffer) => {
    const language = languageOf(req, res);
    const key = keyOf(read, language, bytes);
    const outcome = key === null ? undefined : options.readCache.freshHeld<object>(key);
    const kept = outcome && options.answers.get(outcome);

    if (!kept) return false;
    const { serialised } = kept;
    // The compression middleware of /api would pick another encoding (br, deflate) for a large
    // answer a browser does not take gzipped: leave that choice to it.
    if (
      serialised.body.length >= gzipThreshold &&
      !acceptsGzip(req) &&
      otherEncodings.test(req.headers['accept-encoding'] ?? '')
    )
      return false;
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.locals.metricsRoute = `/api/${read.name}`;
    options.onAnswer?.('read');
    sendSerialised(req, res, serialised);
    return true;
  };

  const readLane = (read: SharedRead, req: Request, res: Response, next: () => void) => {
    const { headers } = req;
    const length = Number(headers['content-length']);
    if (
      headers['x-csrf'] !== '1' ||
      headers['sec-fetch-site'] === 'cross-site' ||
      headers['transfer-encoding'] !== undefined ||
      headers['content-encoding'] !== undefined ||
      !(length >= 0 && length <= maxFastBody) ||
      (anyCharset.test(headers['content-type'] ?? '') &&
        !utf8Charset.test(headers['content-type'] ?? ''))
    )
      return next();
    const chunks: Buffer[] = [];
    const done = () => {
      req.off('data', take);
      req.off('error', whenFailed);
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      if (answerRead(read, req, res, bytes)) return;
      keepReadBody(req, bytes);
      next();
    };
    const take = (chunk: Buffer) => void chunks.push(chunk);
    const failed = (error: Error) => {
      req.off('data', take);
      req.off('end', whenRead);
      (next as (error: unknown) => void)(error);
    };
    req.on('data', take);
    // Stream events run outside the request's async context (its request id and deadline):
    // bound to it, as raw-body binds its own callback.
    const whenRead = inRequestContext(done);
    const whenFailed = inRequestContext(failed);
    req.once('end', whenRead);
    req.once('error', whenFailed);
  };

  /** The access of a page load this lane may answer (none: the page rules decide). */
  const laneAccess = (req: Request) => {
    const { path } = req;
    if (
      path.startsWith('/api') ||
      isSkippedPath(path) ||
      path === loginPath ||
      options.otherPagePrefixes.some((prefix) => path.startsWith(prefix)) ||
      stripLanguagePrefix(path) !== null
    )
      return undefined;
    const access = pageAccess(path);
    return access === 'unknown' ? undefined : access;
  };

  const pageLane = async (req: Request, res: Response, next: (error?: unknown) => void) => {
    const access = laneAccess(req);
    if (access === undefined) return next();
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    readCookies(req, res, () => undefined);
    if (access === 'member' && !(await options.signedIn(req))) return next();
    options.onAnswer?.('page');
    await options.sendPage(req, res);
  };

  return (req, res, next) => {
    if (req.method === 'POST') {
      const found = req.path.startsWith('/api/') && apiRouteAt('POST', req.path.slice(4));
      const read = found && sharedReads.get(found.name);
      return read ? readLane(read, req, res, next) : next();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    pageLane(req, res, next).catch(next);
  };
};
