import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * docs/rules/site-and-pages.md#error-screens: the generic error screen that replaces the whole app
 * on a fatal or unhandled error. It uses no router and no query cache so it works whatever broke;
 * reload starts afresh.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('errors.fatal.title')} | ${t('app.name')}`;
  }, [t]);
  return (
    <main className="error-screen" role="alert" aria-labelledby="error-title">
      <p className="error-screen__brand">{t('app.name')}</p>
      <h1 id="error-title">{t('errors.fatal.title')}</h1>
      <p>{t('errors.fatal.lead')}</p>
      <p className="error-screen__actions">
        <a className="button button--primary" href="/">
          {t('errors.backHome')}
        </a>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </p>
    </main>
  );
}
