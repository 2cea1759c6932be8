import type { TFunction } from 'i18next';
import { parseSearchQuery } from '@kakehashi/contracts/web';

/**
 * What a saved search looks for, in a line: its keyword and how many filters it has
 * (the query as the contracts' codec reads it, docs/rules/search.md#search-state-in-the-url).
 */
export const searchSummary = (queryString: string, t: TFunction): string => {
  const { query } = parseSearchQuery(queryString);
  const keyword = (query.keyword ?? []).map((entry) => entry.text).join(' ');
  const filters =
    (query.category?.length ?? 0) +
    (query.variation?.length ?? 0) +
    (query.filterOption?.length ?? 0) +
    (query.sellingStatus ? 1 : 0);
  const parts = [
    keyword ? t('trade.searches.keyword', { keyword }) : t('trade.searches.allProducts'),
    ...(filters > 0 ? [t('trade.searches.filters', { count: filters })] : []),
  ];
  return parts.join(' · ');
};
