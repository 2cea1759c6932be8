import type { SearchQueryParam } from './search-query-schema';
import { searchQueryParams } from './search-query-values';

/**
 * URL parameters of the search state from their written values, in the codec's fixed order;
 * absent values are left out. The whole codec writes through it, and so does a writer of a few
 * parameters (keyword-search.ts), so both give the same URL for the same search.
 */
export const writeSearchParams = (
  values: Partial<Record<SearchQueryParam, string | undefined>>,
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const name of searchQueryParams) {
    const value = values[name];
    if (value !== undefined) params.set(name, value);
  }
  return params;
};
