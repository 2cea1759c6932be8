import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

export type SupplierSearch = ApiBody<'suppliers/search'>;
export type Supplier = ApiData<'suppliers/search'>['suppliers'][number];

/** docs/rules/search.md#search-state-in-the-url supplier search: keyword, prefecture, region, business type. */
export const useSupplierSearch = (request: SupplierSearch) =>
  useQuery({
    queryKey: ['suppliers', 'search', request],
    queryFn: () => callApi('suppliers/search', request),
    placeholderData: keepPreviousData,
    // The suppliers' hashtags come in the session language only.
    meta: inSessionLanguage,
  });
