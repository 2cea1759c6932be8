import { toItemListRequest, type SearchQuery } from '@kakehashi/contracts/web';
import { useItemList } from '@/shared/catalog/api/list-items';

/**
 * Facets the results page shows counts for: categories, certifications, regions, prefectures and
 * the variations of the results (the upstream's own facets) and every docs/rules/discovery.md#filters filter option.
 */
const resultFacets = [
  'category',
  'certification',
  'region',
  'prefecture',
  'variation',
  'filters',
] as const;

/**
 * The items/list call of a search (docs/upstream.md#items-and-reviews offset rule) built by the contracts codec from
 * the URL state, with the facet counts the filter column shows. Waits for the page size.
 */
export const useSearchResults = (query: SearchQuery, pageSize: number | undefined) => {
  const request = pageSize
    ? { ...toItemListRequest(query, pageSize).request, facets: [...resultFacets] }
    : {};
  return useItemList(request, pageSize !== undefined);
};
