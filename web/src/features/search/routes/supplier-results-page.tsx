import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, supplierSorts, type SupplierSort } from '@kakehashi/contracts/web';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useSupplierSearch, type SupplierSearch } from '../api/search-suppliers';
import { FilterSheetLayout } from '../components/filter-sheet';
import { PagedResults } from '../components/paged-results';
import { SupplierList } from '../components/supplier-card';
import { SupplierEmptyResults } from '../components/supplier-empty-results';
import {
  businessTypes,
  SupplierFilters,
  type SupplierFilterState,
} from '../components/supplier-filters';
import { keywordText, searchHref, useSearchState } from '../lib/use-search-state';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';

const pageSize = 20;

/**
 * docs/rules/discovery.md#screens /search/searchSupplier (/search_index_supplier_result): suppliers by keyword, region,
 * prefecture, business type, certification and export experience, in five orders. The keyword and
 * page use the docs/rules/search.md#search-state-in-the-url codec; the rest rides beside it
 * (`region`, `prefecture`, `businessType`, `certification`, `exported`, `order`).
 */
export function SupplierResultsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  const sortId = useId();
  const { query, extra, update, fullReload } = useSearchState(pageSize, [
    'region',
    'prefecture',
    'businessType',
    'certification',
    'exported',
    'order',
  ]);
  const keyword = keywordText(query);
  const prefecture = /^\d{1,2}$/.test(extra.prefecture ?? '')
    ? Number(extra.prefecture)
    : undefined;
  const businessType = businessTypes.find((b) => b === extra.businessType);
  const certification = masters.data?.certificationByCode.has(extra.certification ?? '')
    ? extra.certification
    : undefined;
  const exported = extra.exported === '1';
  const order = supplierSorts.find((s) => s === extra.order);
  const request: SupplierSearch = {
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
    ...(keyword ? { keyword } : {}),
    ...(prefecture ? { prefecture } : {}),
    ...(extra.region ? { region: extra.region } : {}),
    ...(businessType ? { businessType } : {}),
    ...(certification ? { certification } : {}),
    ...(exported ? { exportExperience: true } : {}),
    ...(order ? { sort: order } : {}),
  };
  const result = useSupplierSearch(request);
  // The suppliers' hashtags come in the session language only (docs/upstream.md#languages).
  const hashtagsPending = !useWordedInPageLanguage(result);
  const area = prefecture
    ? masters.data?.prefectureByCode.get(String(prefecture))
    : masters.data?.regions.find((r) => r.code === extra.region);
  // Both when both narrow the search: a region left out of the title narrowed it silently.
  const areaName = area ? localName(area, locale) : undefined;
  const title =
    keyword && areaName
      ? t('discovery.suppliers.titleKeywordArea', { keyword, area: areaName })
      : keyword
        ? t('discovery.suppliers.titleKeyword', { keyword })
        : areaName
          ? t('discovery.suppliers.titleArea', { area: areaName })
          : t('discovery.suppliers.title');
  useDocumentTitle(title);
  const filters: SupplierFilterState = { businessType, certification, exported };
  const filterCount = [!!businessType, !!certification, exported].filter(Boolean).length;
  const setFilters = (patch: Partial<SupplierFilterState>) => {
    const next = { ...filters, ...patch };
    update(
      {},
      {
        businessType: next.businessType,
        certification: next.certification,
        exported: next.exported ? '1' : undefined,
      },
    );
  };
  // The first order, by prefecture, is the upstream's default and stays out of the URL.
  const setOrder = (next: SupplierSort) =>
    update({}, { order: next === supplierSorts[0] ? undefined : next });
  const hrefFor = (page: number) =>
    searchHref('/search/searchSupplier', { ...query, page }, { ...extra });
  const skeleton = <TextSkeleton lines={6} />;

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
      <FilterSheetLayout
        chosen={filterCount}
        closeLabel={
          result.data
            ? t('discovery.suppliers.show', { count: result.data.hit })
            : t('discovery.filters.close')
        }
        filters={<SupplierFilters state={filters} masters={masters.data} onChange={setFilters} />}
      >
        <section className="search-results" aria-labelledby="page-title">
          <div className="search-results__bar">
            <div className="results-toolbar">
              <div className="results-toolbar__control">
                <label htmlFor={sortId}>{t('discovery.results.sortLabel')}</label>
                <select
                  id={sortId}
                  value={order ?? supplierSorts[0]}
                  onChange={(e) => setOrder(e.target.value as SupplierSort)}
                >
                  {supplierSorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`discovery.suppliers.sort.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
          {result.isPending && skeleton}
          {result.isError && <ErrorNotice message={result.error.message} />}
          {result.data && (
            <PagedResults
              page={query.page}
              totalPages={pageCount(result.data.hit, pageSize)}
              hrefFor={hrefFor}
              reloadDocument={fullReload}
              shown={result.data.suppliers.length}
              settled={!result.isPlaceholderData}
              loading={skeleton}
              empty={
                <SupplierEmptyResults
                  keyword={keyword}
                  filterCount={filterCount}
                  inArea={!!(prefecture || extra.region)}
                  onClearFilters={() =>
                    update(
                      {},
                      { businessType: undefined, certification: undefined, exported: undefined },
                    )
                  }
                  onDropKeyword={() => update({ keyword: undefined })}
                  onAllJapan={() => update({}, { region: undefined, prefecture: undefined })}
                />
              }
            >
              <SupplierList
                suppliers={result.data.suppliers}
                masters={masters.data}
                hashtagsPending={hashtagsPending}
              />
            </PagedResults>
          )}
        </section>
      </FilterSheetLayout>
    </div>
  );
}
