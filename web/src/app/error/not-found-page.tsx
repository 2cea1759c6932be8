import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '@/shared/catalog/search-form';
import { useSession } from '@/shared/session/session';
import { PageShell } from '@/shared/ui/page-shell';

/**
 * Shown for any unknown path and for /404_test (docs/rules/site-and-pages.md#error-screens): says
 * which address has no page and offers a way on — the search for a signed-in buyer, the top page.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession().data?.signedIn === true;
  return (
    <PageShell title={t('errors.notFound.title')} lead={t('errors.notFound.lead')} narrow>
      <div className="not-listed">
        <p className="not-listed__asked">{t('errors.notFound.address', { path: pathname })}</p>
        {signedIn && <SearchForm variant="hero" />}
        <p>
          <Link className="button button--primary" to="/">
            {t('errors.backHome')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
