import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';

/** Shown for any unknown path and for /404_test (docs/rules/site-and-pages.md#error-screens). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('errors.notFound.title')} lead={t('errors.notFound.lead')} narrow>
      <p>
        <Link className="button button--primary" to="/">
          {t('errors.backHome')}
        </Link>
      </p>
    </PageShell>
  );
}
