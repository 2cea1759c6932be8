import { useTranslation } from 'react-i18next';
import {
  filteredCodes,
  formatNumber,
  pageCount,
  searchHitMax,
  type SearchQuery,
} from '@kakehashi/contracts/web';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { ProductGrid } from '@/shared/catalog/product-grid';
import { ProductGridSkeleton } from '@/shared/catalog/product-grid-skeleton';
import { useLocale } from '@/shared/i18n/i18n';
import { LoadError } from '@/shared/ui/error-notice';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { useSearchResults } from '../api/search-items';
import { useDefaultPageSize } from '@/shared/lib/site-settings';
import { ActiveFilterBar } from '../components/active-filter-bar';
import { EmptyResults } from '../components/empty-results';
import { FilterPanel } from '../components/filter-panel';
import { FilterSheetLayout } from '../components/filter-sheet';
import { PagedResults } from '../components/paged-results';
import { ResultsToolbar } from '../components/results-toolbar';
import { SaveSearch } from '../components/save-search';
import { savedSearchName } from '../lib/saved-search-name';
import { activeFilters } from '../lib/active-filters';
import { browseFilters } from '../lib/browse-filters';
import { pageSizeParam } from '../lib/page-size';
import { resultFacets } from '../lib/result-facets';
import { keywordText, searchHref, useSearchState } from '../lib/use-search-state';

/** docs/rules/discovery.md#screens /search/searchList (/search_list): product search results with filters. */
export function SearchResultsPage() {
  return <SearchResults siteDefault={useDefaultPageSize()} />;
}

function SearchResults({ siteDefault }: { siteDefault: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { query, pageSize, update, fullReload } = useSearchState(siteDefault);
  const results = useSearchResults(query, pageSize);
  const keyword = keywordText(query);
  const facets = resultFacets(results.data);
  const masters = useCatalogMasters();
  const browsed = browseFilters(query, t, locale, masters.data);
  const filters = [...browsed, ...activeFilters(query, t, locale, facets)];
  const mainCategory = facets.categories.find((c) => c.code === query.category?.[0]);
  const browsing = browsed[0];
  const title = keyword
    ? t('discovery.results.titleKeyword', { keyword })
    : mainCategory
      ? localName(mainCategory, locale)
      : browsing
        ? browsing.label
        : t('discovery.results.title');
  useDocumentTitle(title);

  const change = (patch: Partial<SearchQuery>) => update(patch);
  const hrefFor = (page: number) =>
    searchHref(
      '/search/searchList',
      { ...query, page },
      {
        [pageSizeParam]: pageSize === siteDefault ? undefined : String(pageSize),
      },
    );
  const data = results.data;
  const totalPages = data ? pageCount(data.hit, pageSize) : 0;
  const skeleton = <ProductGridSkeleton count={Math.min(pageSize, 12)} />;

  return (
    <div className="search-page">
      <header className="search-page__head">
        <h1 id="page-title" tabIndex={-1} className="search-page__title">
          {title}
        </h1>
        <p className="search-page__hits" aria-live="polite">
          {/* Capped: one statement of the number, "More than 4,000" (docs/rules/search.md#result-cap). */}
          {data &&
            (data.hit_capped
              ? t('discovery.results.hitsCapped', {
                  max: formatNumber(searchHitMax, locale),
                })
              : t('discovery.results.hits', {
                  count: data.hit,
                  total: formatNumber(data.hit, locale),
                }))}
        </p>
        <SaveSearch defaultName={savedSearchName(keyword, filters, title, locale)} />
      </header>
      <FilterSheetLayout
        chosen={filters.length}
        closeLabel={
          data ? t('discovery.filters.show', { count: data.hit }) : t('discovery.filters.close')
        }
        filters={
          <FilterPanel
            query={query}
            facets={facets}
            prefectures={masters.data?.prefectures ?? []}
            onChange={change}
          />
        }
      >
        <section
          className="search-results"
          aria-labelledby="page-title"
          aria-busy={results.isFetching}
          // Which page and order this render is for: with the previous answer kept on screen
          // while the next loads, `aria-busy` alone cannot tell an old settled grid from a new one.
          data-page={query.page}
          data-sort={query.sort ?? ''}
        >
          <div className="search-results__bar">
            <ResultsToolbar
              sort={query.sort}
              pageSize={pageSize}
              siteDefault={siteDefault}
              onSort={(sort) => change({ sort })}
              onPageSize={(size) => update({}, {}, size)}
            />
          </div>
          <ActiveFilterBar query={query} filters={filters} onChange={change} />
          {data?.hit_capped && (
            <p className="notice notice--info">{t('discovery.results.capped')}</p>
          )}
          {results.isPending && skeleton}
          {results.isError && (
            <LoadError
              error={results.error}
              fallback={t('discovery.results.loadError')}
              onRetry={() => void results.refetch()}
            />
          )}
          {data && (
            <PagedResults
              page={query.page}
              totalPages={totalPages}
              hrefFor={hrefFor}
              reloadDocument={fullReload}
              shown={data.items.length}
              settled={!results.isPlaceholderData}
              loading={skeleton}
              empty={
                <EmptyResults keyword={keyword} query={query} filters={filters} onChange={change} />
              }
            >
              <ProductGrid
                items={data.items}
                label={t('discovery.results.listLabel')}
                certificationsFirst={filteredCodes(query.filterOption, 'certification')}
              />
            </PagedResults>
          )}
        </section>
      </FilterSheetLayout>
    </div>
  );
}
