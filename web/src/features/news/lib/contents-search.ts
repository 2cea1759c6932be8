import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseSearchQuery,
  searchQueryToString,
  type ContentsFilterEntry,
} from '@kakehashi/contracts/web';

/**
 * Fields the page itself decides: /newsletter lists newsletters, /catalog catalogues, so a URL
 * filter on them would only widen or empty the page (docs/rules/search.md#news-and-contents-filter).
 */
const pageOwnedFields = new Set(['classification', 'classification_id']);

export type ContentsSearch = { page: number; keyword: string; filters: ContentsFilterEntry[] };

/**
 * The search of a newsletter or catalogue list, read from the URL with the search-state codec:
 * `keyword` (its texts, space-separated), `filter` and `page`. Malformed entries are left out by
 * the codec, never guessed at.
 */
export const useContentsSearch = (): ContentsSearch => {
  const [params] = useSearchParams();
  return useMemo(() => {
    const { query } = parseSearchQuery(params);
    return {
      page: query.page,
      keyword: (query.keyword ?? []).map((k) => k.text).join(' '),
      filters: (query.filter ?? []).filter((f) => !pageOwnedFields.has(f.field)),
    };
  }, [params]);
};

/** The URL of a list search; page 1, an empty keyword and no filter are left out. */
export const contentsSearchHref = (path: string, search: Partial<ContentsSearch>): string => {
  const keyword = search.keyword?.trim() ?? '';
  const text = searchQueryToString({
    ...(keyword ? { keyword: [{ group: '', text: keyword, fields: [] }] } : {}),
    ...(search.page ? { page: search.page } : {}),
    ...(search.filters && search.filters.length > 0 ? { filter: search.filters } : {}),
  });
  return text ? `${path}?${text}` : path;
};
