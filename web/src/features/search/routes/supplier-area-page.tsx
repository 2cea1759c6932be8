import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { Icon } from '@/shared/ui/icons';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { prefectureSuppliersPath } from '../lib/browse-links';
import { searchHref } from '../lib/use-search-state';

/**
 * docs/rules/discovery.md#screens /search_index_supplier: search by location — the regions of Japan, each with its
 * prefectures. A region leads to its suppliers; a prefecture to its own page. `?region=` opens
 * one region first (a shared link keeps the choice).
 */
export function SupplierAreaPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  const [params] = useSearchParams();
  const chosen = params.get('region');
  return (
    <PageShell title={t('discovery.location.title')} lead={t('discovery.location.lead')}>
      {masters.isPending && <TextSkeleton lines={8} />}
      {masters.isError && <ErrorNotice message={masters.error.message} />}
      <div className="region-grid">
        {masters.data?.regions.map((region) => {
          const prefectures = masters.data.prefectures.filter((p) => p.region === region.code);
          return (
            <section
              key={region.code}
              className={chosen === region.code ? 'region-card is-chosen' : 'region-card'}
              aria-labelledby={`region-${region.code}`}
            >
              <h2 id={`region-${region.code}`} className="region-card__title">
                <Icon name="pin" size={20} />
                {localName(region, locale)}
              </h2>
              <ul className="region-card__prefs">
                {prefectures.map((p) => (
                  <li key={p.code}>
                    <Link to={prefectureSuppliersPath(p.code)}>{localName(p, locale)}</Link>
                  </li>
                ))}
              </ul>
              <Link
                className="region-card__all"
                to={searchHref('/search/searchSupplier', {}, { region: region.code })}
              >
                {t('discovery.location.regionSuppliers', { region: localName(region, locale) })}
              </Link>
            </section>
          );
        })}
      </div>
    </PageShell>
  );
}
