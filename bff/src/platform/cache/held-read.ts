import type { Request, RequestHandler } from 'express';
import type { Language, UpstreamName } from '@kakehashi/contracts';
import { apiRouteAt } from '../http/api-route-at';
import { cookieLanguage } from '../http/cookies';
import { parseBody, rawBodyOf } from '../http/json-body';
import { sendSerialised } from '../http/result-writer';
import { acceptsGzip, gzipThreshold } from '../http/stored-bytes';
import { cacheKeyOf } from './cached-call';
import type { ReadCache } from './read-cache';
import type { AnswerMemo } from './serialised-answer';
import { stringMemo } from './string-memo';

/** What the held read needs to know of a proxied route (the routes' allowlist, handed in). */
export type HeldRoute = { access: string; cache: string; upstream: UpstreamName };

export type HeldReadOptions = {
  /** The proxied routes by name (routes/proxy/allowlist.ts): the platform names no endpoint. */
  proxied: { get(name: string): HeldRoute | undefined };
  readCache: Pick<ReadCache, 'freshHeld'>;
  answers: Pick<AnswerMemo, 'get'>;
  languageCookie: string;
  defaultLanguage: Language;
};

/** Encodings the `/api` compression wrapper may choose besides gzip (compression 1.8). */
const otherEncodings = /br|deflate|\*/i;

/** Bytes the memo of cache keys by raw body may hold (docs/security.md#cache-bounds). */
const keyMemoBytes = 1_000_000;
/** A refused or unkeyable body: remembered too, it goes on to the router every time. */
const noKey = '';

type HeldFound = NonNullable<ReturnType<typeof apiRouteAt>>;

/** The cache key of a body its route's contract takes, in a language; `noKey` for any other. */
const checkedKey = (
  found: HeldFound,
  upstream: UpstreamName,
  language: Language,
  body: unknown,
): string => {
  const schema = found.route.localizedBody?.(language) ?? found.route.body;
  const checked = schema.safeParse(body ?? {});
  if (!checked.success) return noKey; // the route refuses it, with its field errors
  try {
    return cacheKeyOf(upstream, language, checked.data);
  } catch {
    return noKey; // a body this process cannot key: the cached call answers it
  }
};

/**
 * The cached read answered early in the one `/api` pipeline (docs/architecture.md#caching): after
 * the cross-site and `X-CSRF` checks and the JSON body reader, before the compression wrapper, the
 * session and the router.
 * A public, member-independent read whose answer this process holds fresh and already serialised
 * is written from those bytes with their ETag (304 to a request holding it); anything else — a
 * body its contract refuses, a stale or missing entry — goes on and gets the answer it always
 * gets. The key is the one the cached call stores under: the route's body contract in the
 * cookie's language (the session's language for these reads, session/sessionless-reads.ts).
 */
export const answerHeldRead = (options: HeldReadOptions): RequestHandler => {
  const { readCache, answers } = options;
  // Checking a body against its contract and hashing its key cost more than the answer: one
  // result per route, language and raw body (json-body.ts keeps a short body's bytes), bounded
  // in bytes, the least recently asked forgotten first.
  const keys = stringMemo(keyMemoBytes);
  /** The key of the request's body, from the memo or worked out; a refusal of its bytes. */
  const keyOf = (req: Request, found: HeldFound, upstream: UpstreamName, language: Language) => {
    const raw = rawBodyOf(req);
    const memo = raw && `${found.name}\n${language}\n${raw.toString('latin1')}`;
    const known = memo && keys.get(memo);
    if (known !== undefined) return known;
    // Not known: its bytes are checked and parsed now (json-body.ts), and only a body they accept
    // is remembered.
    const refusal = parseBody(req);
    if (refusal) return refusal;
    const key = checkedKey(found, upstream, language, req.body);
    if (memo) keys.set(memo, key);
    return key;
  };
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    // Inside the `/api` pipeline: `req.path` is without the prefix.
    const found = apiRouteAt('POST', req.path);
    const entry = found && options.proxied.get(found.name);
    if (!entry || entry.access !== 'public' || entry.cache !== 'shared') return next();
    // A route that spends a throttle budget (docs/security.md#throttles) is counted by the router.
    if (found.route.throttle?.length) return next();
    const language = cookieLanguage(req, options.languageCookie, options.defaultLanguage);
    const key = keyOf(req, found, entry.upstream, language);
    if (typeof key !== 'string') return next(key); // bytes the body reader refuses
    if (key === noKey) return next(); // the route refuses it, or cannot key it: the router answers
    const outcome = readCache.freshHeld<object>(key);
    const kept = outcome && answers.get(outcome);
    if (!kept) return next();
    // Written here as stored or in its stored gzip form, nothing else: a large answer to a browser
    // that takes another encoding but not gzip goes on through the compression wrapper, which
    // chooses for it as for every `/api` answer.
    const encoding = req.headers['accept-encoding'];
    if (
      kept.serialised.body.length >= gzipThreshold &&
      encoding !== undefined &&
      otherEncodings.test(encoding) &&
      !acceptsGzip(req)
    )
      return next();
    res.locals.metricsRoute = `/api/${found.name}`;
    sendSerialised(req, res, kept.serialised);
  };
};
