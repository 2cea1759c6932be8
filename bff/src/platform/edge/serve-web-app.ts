import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Language } from '@kakehashi/contracts';
import { cookieLanguage } from '../http/cookies';
import { sendStoredBytes, storedBytes, type StoredBytes } from '../http/stored-bytes';
import { indexHtmlLoader, withHeadTags, withHtmlLang } from './index-html';
import { pageAccess } from './page-paths';
import { isSkippedPath } from './skipped-paths';
import { cspNonceOf, tagManagerTags } from './tag-manager';

export type ServeWebAppOptions = {
  /** The Vite build output (config `webDistDir`). */
  distDir: string;
  /**
   * The page language of a request; defaults to reading `languageCookie`, else `defaultLanguage`.
   */
  languageOf?: (req: Request) => Language;
  languageCookie?: string;
  defaultLanguage?: Language;
  /** TAG_MANAGER_ID: its tags go into every page with the response's CSP nonce. */
  tagManagerId?: string;
  /**
   * CSP_FRAME_SOURCES: named to the app in a `<meta name="kk-frame-sources">`, so the product
   * page embeds a player only from an origin the CSP's frame-src lets load
   * (docs/security.md#embedded-video).
   */
  frameSources?: string[];
};

const html = 'text/html; charset=utf-8';

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const frameSourcesTag = (sources: string[]) =>
  sources.length
    ? `<meta name="kk-frame-sources" content="${attribute(sources.join(' '))}" />`
    : '';

/**
 * The page answer: index.html with `<html lang>` for the request's language, from bytes kept per
 * language with their ETag (and gzip form); `no-store`. `httpStatus` is 404 for a path no route
 * knows, which the caller has found out already.
 */
export const pageSender = (options: ServeWebAppOptions) => {
  const loadIndex = indexHtmlLoader(options.distDir);
  const languageOf =
    options.languageOf ??
    ((req: Request): Language =>
      cookieLanguage(req, options.languageCookie ?? 'kk_lang', options.defaultLanguage ?? 'en'));

  const frameSourcesMeta = frameSourcesTag(options.frameSources ?? []);
  // The page is the same few bytes per language: kept as bytes with their ETag (and gzip form)
  // once per loaded index, so a page load costs no string work, hashing or compression.
  let variantsOf: string | undefined;
  const variants = new Map<Language, StoredBytes>();
  const pageBytes = (index: string, language: Language) => {
    if (variantsOf !== index) {
      variants.clear();
      variantsOf = index;
    }
    let page = variants.get(language);
    if (page === undefined)
      variants.set(
        language,
        (page = storedBytes(
          withHeadTags(Buffer.from(withHtmlLang(index, language)), frameSourcesMeta),
        )),
      );
    return page;
  };
  return async (req: Request, res: Response, httpStatus: 200 | 404 = 200) => {
    const index = await loadIndex();
    if (index === null) {
      res.setHeader('Cache-Control', 'no-store');
      return void res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const stored = pageBytes(index, languageOf(req));
    // With a tag manager the page carries this response's nonce: its bytes are made per response.
    const page = options.tagManagerId
      ? storedBytes(
          withHeadTags(stored.body, tagManagerTags(options.tagManagerId, cspNonceOf(res))),
        )
      : stored;
    sendStoredBytes(req, res, page, {
      httpStatus,
      contentType: html,
      cacheControl: 'no-store',
    });
  };
};

/**
 * A known page's HTML (docs/rules/site-and-pages.md#routes-and-login), answered at once; anything
 * else goes on. The app puts it right after the page rules, so a page load goes no further.
 */
export const answerKnownPages =
  (sendPage: ReturnType<typeof pageSender>): RequestHandler =>
  (req, res, next) =>
    isPageRequest(req) && !isSkippedPath(req.path) && pageAccess(req.path) !== 'unknown'
      ? sendPage(req, res)
      : next();

const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api');

/**
 * Serves the built React app (docs/rules/site-and-pages.md): hashed `/assets/*` with a year of immutable caching,
 * other root files briefly cached, everything compressed; index.html for every page with
 * `<html lang>` rewritten and never cached. A product route
 * (docs/rules/site-and-pages.md#routes-and-login) answers 200; any other path answers a real 404
 * carrying the same app, whose router shows the not-found page. Missing files under static folders
 * are a plain 404, never HTML that a `<script>` would try to run. `sendPage` may come from the
 * caller, which also answers known pages earlier (answerKnownPages).
 */
export const serveWebApp = (
  options: ServeWebAppOptions & { sendPage?: ReturnType<typeof pageSender> },
) => {
  const sendPage = options.sendPage ?? pageSender(options);

  const router = Router();
  // A product route is a page load, never a file: answered before the static lookups.
  router.use(answerKnownPages(sendPage));
  router.use(compression());
  router.use(
    '/assets',
    express.static(path.join(options.distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
  router.use(
    express.static(options.distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-store');
      },
    }),
  );
  // Browsers ask for /favicon.ico on their own; a build without one answers "nothing" rather
  // than a 404 that every page would log as a console error.
  router.use((req, res, next) => {
    if (req.path !== '/favicon.ico' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.status(204).end();
  });
  router.use((req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (isSkippedPath(req.path)) {
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(404).type('text/plain').send('Not found');
    }
    // Every known page was answered before the static files: no route knows this path.
    return sendPage(req, res, 404);
  });
  return router;
};
