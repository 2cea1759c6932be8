import { useEffect, useRef, useState } from 'react';
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
import { ProductGrid, ProductGridSkeleton } from '@/shared/catalog/product-grid';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { Icon } from '@/shared/ui/icons';
import { useDocumentTitle } from '@/shared/ui/page-shell';
import { Pager } from '@/shared/ui/pager';
import { useSearchResults } from '../api/search-items';
import { useDefaultPageSize } from '@/shared/lib/site-settings';
import { ActiveFilterBar } from '../components/active-filter-bar';
import { EmptyResults } from '../components/empty-results';
import { FilterPanel } from '../components/filter-panel';
import { ResultsToolbar } from '../components/results-toolbar';
import { SaveSearch } from '../components/save-search';
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
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
  useEffect(() => {
    if (!sheetOpen) return;
    sheetRef.current?.focus();
    // On a phone the panel is a sheet over the results: Escape closes it, as a dialog would, and
    // the buyer is back on the button that opened it.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSheetOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [sheetOpen]);

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
        <SaveSearch defaultName={title} />
      </header>
      <button
        type="button"
        ref={toggleRef}
        className="button filters-toggle"
        aria-expanded={sheetOpen}
        aria-controls="filter-panel"
        onClick={() => setSheetOpen(true)}
      >
        <Icon name="filter" size={18} />
        {t('discovery.filters.open', { count: filters.length })}
      </button>
      <div className="search-layout">
        <aside
          id="filter-panel"
          ref={sheetRef}
          tabIndex={-1}
          className={sheetOpen ? 'filter-panel is-open' : 'filter-panel'}
          aria-labelledby="filter-panel-title"
        >
          <div className="filter-panel__head">
            <h2 id="filter-panel-title">{t('discovery.filters.title')}</h2>
            <button
              type="button"
              className="button button--small filter-panel__close"
              onClick={() => setSheetOpen(false)}
            >
              {data
                ? t('discovery.filters.show', { count: data.hit })
                : t('discovery.filters.close')}
            </button>
          </div>
          <FilterPanel
            query={query}
            facets={facets}
            prefectures={masters.data?.prefectures ?? []}
            onChange={change}
          />
        </aside>
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
          {results.isPending && <ProductGridSkeleton count={Math.min(pageSize, 12)} />}
          {results.isError && (
            <ErrorNotice message={results.error.message || t('discovery.results.loadError')} />
          )}
          {data && data.items.length === 0 && (
            <EmptyResults keyword={keyword} query={query} filters={filters} onChange={change} />
          )}
          {data && data.items.length > 0 && (
            <ProductGrid
              items={data.items}
              label={t('discovery.results.listLabel')}
              certificationsFirst={filteredCodes(query.filterOption, 'certification')}
            />
          )}
          {data && (
            <Pager
              page={query.page}
              totalPages={totalPages}
              hrefFor={hrefFor}
              reloadDocument={fullReload}
            />
          )}
        </section>
      </div>
    </div>
  );
}
