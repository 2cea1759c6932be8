import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { installGlobalErrorHandlers, reportFatalError } from '@/app/error/fatal-error-store';
import { initialLocale } from '@/app/initial-locale';
import { pageLanguage } from '@/shared/i18n/language-codes';
import { applyDocumentLanguage } from '@/shared/i18n/language-prefix';
import { frameArea, loadArea } from '@/locales';
import '@/app/styles/index.css';

// zod is not part of the first page: schemas load with the pages and forms that need them, and
// web/vite.config.ts routes every `import 'zod'` through shared/lib/zod-jitless.ts, which turns
// zod's compiled parsers off (the strict Content-Security-Policy refuses `new Function`).

// Installed first, so an error during start-up is kept and the error screen shows
// (docs/rules/site-and-pages.md#error-screens).
installGlobalErrorHandlers();

const start = async () => {
  const locale = initialLocale(document);
  const language = pageLanguage(locale);
  applyDocumentLanguage(locale);
  // The frame's strings in the page language are fetched alongside the app's code, not after it;
  // each route fetches its own areas with its code (docs/architecture.md#the-first-page).
  const [{ App }, { routeTree }, { createI18n }, frame] = await Promise.all([
    import('@/app/app'),
    import('@/app/router/route-tree'),
    import('@/shared/i18n/i18n'),
    loadArea(frameArea, language),
  ]);
  // Before the router: it starts loading the first route (and its strings) as it is created.
  const i18n = createI18n(locale, { [language]: { [frameArea]: frame } });
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
