import { useTranslation } from 'react-i18next';
import { pageCount } from '@kakehashi/contracts/web';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { Pager } from '@/shared/ui/pager';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useSupplierSearch, type SupplierSearch } from '../api/search-suppliers';
import { FilterChoice, FilterGroup } from '../components/filter-group';
import { SupplierCard } from '../components/supplier-card';
import { keywordText, searchHref, useSearchState } from '../lib/use-search-state';

const pageSize = 20;
const businessTypes = ['food', 'goods', 'machines', 'other'] as const;
type BusinessType = (typeof businessTypes)[number];

/**
 * docs/rules/discovery.md#screens /search/searchSupplier (/search_index_supplier_result): suppliers by keyword, region,
 * prefecture and business type. The keyword and page use the docs/rules/search.md#search-state-in-the-url codec; the area and
 * business type ride beside it (`region`, `prefecture`, `businessType`).
 */
export function SupplierResultsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  const { query, extra, update } = useSearchState(pageSize, [
    'region',
    'prefecture',
    'businessType',
  ]);
  const keyword = keywordText(query);
  const prefecture = /^\d{1,2}$/.test(extra.prefecture ?? '')
    ? Number(extra.prefecture)
    : undefined;
  const businessType = businessTypes.find((b) => b === extra.businessType);
  const request: SupplierSearch = {
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
    ...(keyword ? { keyword } : {}),
    ...(prefecture ? { prefecture } : {}),
    ...(extra.region ? { region: extra.region } : {}),
    ...(businessType ? { businessType } : {}),
  };
  const result = useSupplierSearch(request);
  const area = prefecture
    ? masters.data?.prefectureByCode.get(String(prefecture))
    : masters.data?.regions.find((r) => r.code === extra.region);
  const title = keyword
    ? t('discovery.suppliers.titleKeyword', { keyword })
    : area
      ? t('discovery.suppliers.titleArea', { area: localName(area, locale) })
      : t('discovery.suppliers.title');
  useDocumentTitle(title);
  const setType = (type: BusinessType | undefined) => update({}, { businessType: type });
  const hrefFor = (page: number) =>
    searchHref('/search/searchSupplier', { ...query, page }, { ...extra });

  return (
    <div className="search-page">
      <header className="search-page__head">
        <h1 id="page-title" tabIndex={-1} className="search-page__title">
          {title}
        </h1>
        {result.data && (
          <p className="search-page__hits" aria-live="polite">
            {t('discovery.suppliers.hits', { count: result.data.hit })}
          </p>
        )}
      </header>
      <div className="search-layout">
        <aside
          className="filter-panel filter-panel--static"
          aria-label={t('discovery.filters.title')}
        >
          <FilterGroup title={t('discovery.suppliers.businessTypeTitle')}>
            <FilterChoice
              type="radio"
              name="business-type"
              label={t('discovery.suppliers.allTypes')}
              checked={businessType === undefined}
              onChange={() => setType(undefined)}
            />
            {businessTypes.map((type) => (
              <FilterChoice
                key={type}
                type="radio"
                name="business-type"
                label={t(`discovery.suppliers.businessType.${type}`)}
                checked={businessType === type}
                onChange={() => setType(type)}
              />
            ))}
          </FilterGroup>
        </aside>
        <section className="search-results" aria-labelledby="page-title">
          {result.isPending && <TextSkeleton lines={6} />}
          {result.isError && <ErrorNotice message={result.error.message} />}
          {result.data && result.data.suppliers.length === 0 && (
            <div className="empty-state" role="status">
              <h2 className="empty-state__title">{t('discovery.suppliers.empty')}</h2>
              <p>{t('discovery.suppliers.emptyHint')}</p>
            </div>
          )}
          {result.data && result.data.suppliers.length > 0 && (
            <ul className="supplier-list" aria-label={t('discovery.suppliers.listLabel')}>
              {result.data.suppliers.map((supplier) => (
                <li key={supplier.id}>
                  <SupplierCard supplier={supplier} masters={masters.data} />
                </li>
              ))}
            </ul>
          )}
          {result.data && (
            <Pager
              page={query.page}
              totalPages={pageCount(result.data.hit, pageSize)}
              hrefFor={hrefFor}
            />
          )}
        </section>
      </div>
    </div>
  );
}
