import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useSupplierSearch } from '../api/search-suppliers';
import { SupplierList } from '../components/supplier-card';
import { prefectureProductsPath } from '../lib/browse-links';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';

/** docs/rules/discovery.md#screens /search_index_supplier/prefecture_code?prefecture_code=N: a prefecture's suppliers. */
export function SupplierPrefecturePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const raw = params.get('prefecture_code') ?? '';
  const code = /^\d{1,2}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 47 ? Number(raw) : 0;
  const masters = useCatalogMasters();
  const suppliers = useSupplierSearch({ prefecture: code || 1, limit: 100, offset: 0 });
  // The suppliers' hashtags come in the session language only (docs/upstream.md#languages).
  const hashtagsPending = !useWordedInPageLanguage(suppliers);
  const pref = masters.data?.prefectureByCode.get(String(code));
  const region = masters.data?.regions.find((r) => r.code === pref?.region);
  const name = pref ? localName(pref, locale) : '';

  if (!code) {
    return (
      <PageShell title={t('discovery.location.title')}>
        <p className="notice notice--info">{t('discovery.location.choose')}</p>
        <Link to="/search_index_supplier">{t('discovery.location.back')}</Link>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={
        name
          ? t('discovery.location.prefTitle', { prefecture: name })
          : t('discovery.location.title')
      }
      lead={region ? localName(region, locale) : undefined}
    >
      <p className="browse-actions">
        <Link className="button button--primary" to={prefectureProductsPath(code)}>
          {t('discovery.location.prefProducts', { prefecture: name })}
        </Link>
        <Link className="button" to={`/specials_place/${pref?.region ?? 'all'}/${code}`}>
          {t('discovery.location.prefSpecialities', { prefecture: name })}
        </Link>
        <Link className="button" to="/search_index_supplier">
          {t('discovery.location.back')}
        </Link>
      </p>
      {suppliers.isPending && <TextSkeleton lines={6} />}
      {suppliers.isError && <ErrorNotice message={suppliers.error.message} />}
      {suppliers.data && (
        <SupplierList
          suppliers={suppliers.data.suppliers}
          masters={masters.data}
          hashtagsPending={hashtagsPending}
        />
      )}
    </PageShell>
  );
}
