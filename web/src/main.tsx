import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { routeTree } from '@/app/router/route-tree';
import { installGlobalErrorHandlers, reportFatalError } from '@/app/error/fatal-error-store';
import { initialLocale } from '@/app/initial-locale';
import { createI18n } from '@/shared/i18n/i18n';
import '@/app/styles/index.css';

// Installed first, so an error during start-up is kept and the error screen shows (spec §2).
installGlobalErrorHandlers();

try {
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
} catch (error) {
  reportFatalError(error);
  const root = document.getElementById('root');
  if (root)
    root.textContent =
      'An error has occurred. Please reload the page. / エラーが発生しました。ページを再読み込みしてください。';
}
