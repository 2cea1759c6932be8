import { z } from 'zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { installGlobalErrorHandlers, reportFatalError } from '@/app/error/fatal-error-store';
import '@/app/styles/index.css';

// Before any schema exists: zod 4 otherwise probes `new Function` when a schema is built and
// compiles parsers with it, which the BFF's strict Content-Security-Policy refuses (and reports).
// Static imports run before this line, so everything that builds schemas (contracts, features)
// is loaded below with import() — only modules without zod schemas are imported statically.
z.config({ jitless: true });

// Installed first, so an error during start-up is kept and the error screen shows
// (docs/rules/site-and-pages.md#error-screens).
installGlobalErrorHandlers();

const start = async () => {
  const [{ App }, { routeTree }, { initialLocale }, { createI18n }] = await Promise.all([
    import('@/app/app'),
    import('@/app/router/route-tree'),
    import('@/app/initial-locale'),
    import('@/shared/i18n/i18n'),
  ]);
  const locale = initialLocale(document);
  const i18n = createI18n(locale);
  document.documentElement.lang = locale === 'jp' ? 'ja' : 'en';
  const router = createBrowserRouter(routeTree);
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  );
};

start().catch((error: unknown) => {
  reportFatalError(error);
  const root = document.getElementById('root');
  if (root)
    root.textContent =
      'An error has occurred. Please reload the page. / エラーが発生しました。ページを再読み込みしてください。';
});
