import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `POST /api/items/detail {items}`: the product a request is about (by code or id). */
export const getRequestProduct = async (codeOrId: string) =>
  (await callApi('items/detail', { items: codeOrId })).items[0] ?? null;

export const useRequestProduct = (codeOrId: string | undefined) =>
  useQuery({
    queryKey: ['items', 'detail', codeOrId],
    queryFn: () => getRequestProduct(codeOrId ?? ''),
    enabled: Boolean(codeOrId),
    // The product page's entry (same key): its facts come in the session language only.
    meta: inSessionLanguage,
  });
