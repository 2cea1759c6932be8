import type { Config } from '../platform/config/config';
import { pageRules } from '../platform/edge/page-rules';
import { answerKnownPages, pageSender, serveWebApp } from '../platform/edge/serve-web-app';
import { sessionLanguageWriter, sessionSignedIn } from '../platform/edge/session-access';
import { inOrder } from '../platform/http/in-order';
import type { GatewayServices } from './gateway-services';

/**
 * The web app's pages, from one page sender (bytes kept per language): `pageLoad` is the page rules
 * with a known page's HTML, `webApp` the built assets and every other page at the end.
 */
export const pageAnswers = (
  config: Config,
  sessions: GatewayServices['sessions'],
  /** The built web app: config.webDistDir resolved by app.ts. */
  distDir: string,
) => {
  const sendPage = pageSender({
    distDir,
    languageCookie: config.cookies.language,
    defaultLanguage: config.defaultLanguage,
    tagManagerId: config.edge.tagManagerId,
    frameSources: config.edge.csp.frameSources,
  });
  return {
    // A page load: the page rules, then a known page's HTML at once (one layer), before the probes
    // and pictures, whose paths are no page's (docs/architecture.md#one-path-through-the-gateway).
    pageLoad: inOrder(
      pageRules({
        languageCookie: config.cookies.language,
        secureCookies: config.cookies.secure,
        signedIn: sessionSignedIn(sessions, config.cookies.session),
        // A prefix also switches an existing session's language.
        rememberLanguage: sessionLanguageWriter(sessions, config.cookies.session),
      }),
      answerKnownPages(sendPage),
    ),
    webApp: serveWebApp({
      distDir,
      languageCookie: config.cookies.language,
      defaultLanguage: config.defaultLanguage,
      sendPage,
    }),
  };
};
