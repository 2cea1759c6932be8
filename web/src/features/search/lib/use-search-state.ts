import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  parseSearchQuery,
  searchQueryToString,
  type SearchQuery,
  type SearchQueryInput,
} from '@kakehashi/contracts/web';
import { useFullReload, useSearchNavigate } from '@/shared/lib/search-navigation';
import { pageSizeParam, parsePageSize } from './page-size';

/** Query parameters a search page keeps beside the docs/rules/search.md#search-state-in-the-url codec (per page, supplier area). */
export type ExtraParams = Record<string, string | undefined>;

/** Writes a search URL: the codec's canonical query, then the page's own parameters. */
export const searchHref = (
  path: string,
  query: SearchQueryInput,
  extra: ExtraParams = {},
): string => {
  const params = new URLSearchParams(searchQueryToString(query));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The search state of a results page, read from and written to the URL only (docs/rules/discovery.md#screens): back,
 * forward, reload and a pasted link all restore it. `update` pushes a history entry; any change
 * but the page itself starts again at page 1.
 */
export const useSearchState = (siteDefaultPageSize: number, extraNames: string[] = []) => {
  const location = useLocation();
  const navigate = useNavigate();
  // docs/rules/search.md#full-page-reload: a site may have search changes load the whole page.
  const searchNavigate = useSearchNavigate('search');
  const fullReload = useFullReload('search');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { query } = useMemo(() => parseSearchQuery(params), [params]);
  // docs/rules/search.md#selling-status-and-coupon: `all` removes the parameter. A link or a
  // typed URL that still says `sellingStatus=all` is rewritten in place (no new history entry).
  const sellingStatusAll = params.has('sellingStatus') && query.sellingStatus === undefined;
  useEffect(() => {
    if (!sellingStatusAll) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('sellingStatus');
    const text = rest.toString();
    navigate(`${location.pathname}${text ? `?${text}` : ''}${location.hash}`, { replace: true });
  }, [sellingStatusAll, location.pathname, location.search, location.hash, navigate]);
  const pageSize = parsePageSize(params.get(pageSizeParam), siteDefaultPageSize);
  const extraKey = extraNames.join(',');
  const extra = useMemo(
    () =>
      Object.fromEntries(
        extraKey
          .split(',')
          .filter(Boolean)
          .map((name) => [name, params.get(name) ?? undefined]),
      ) as ExtraParams,
    [params, extraKey],
  );

  const update = useCallback(
    (patch: Partial<SearchQuery>, extraPatch: ExtraParams = {}, size = pageSize) => {
      const next: SearchQueryInput = { ...query, page: 1, ...patch };
      const sizeText = size === siteDefaultPageSize ? undefined : String(size);
      // Committed at once (flushSync), not as a transition: the URL changes before React renders
      // it, and a buyer who ticks a second filter while a transition is still rendering would
      // build on the query before the first tick and lose it (seen on a loaded machine).
      searchNavigate(
        searchHref(location.pathname, next, {
          ...extra,
          ...extraPatch,
          [pageSizeParam]: sizeText,
        }),
        { flushSync: true },
      );
    },
    [query, extra, pageSize, siteDefaultPageSize, searchNavigate, location.pathname],
  );

  return { query, pageSize, extra, update, fullReload };
};

/** The plain keyword text of a query: the texts of its entries, space-separated. */
export const keywordText = (query: Pick<SearchQuery, 'keyword'>): string =>
  (query.keyword ?? []).map((k) => k.text).join(' ');
