import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';

/**
 * /account/cookie-auth (docs/rules/site-and-pages.md#routes-and-login): why the site needs cookies
 * to keep the buyer signed in.
 */
export function CookieAuthPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('cookieAuth.title')} lead={t('cookieAuth.lead')} narrow>
      <div className="card">
        <p>{t('cookieAuth.body')}</p>
        <ol className="steps-list">
          <li>{t('cookieAuth.step1')}</li>
          <li>{t('cookieAuth.step2')}</li>
          <li>{t('cookieAuth.step3')}</li>
        </ol>
        <Link className="button button--primary button--block" to="/">
          {t('nav.backToTop')}
        </Link>
      </div>
    </PageShell>
  );
}
