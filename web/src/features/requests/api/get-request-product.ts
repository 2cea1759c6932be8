import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/items/detail {items}`: the product a request is about (by code or id). */
export const getRequestProduct = async (codeOrId: string) =>
  (await callApi('items/detail', { items: codeOrId })).items[0] ?? null;

export const useRequestProduct = (codeOrId: string | undefined) =>
  useQuery({
    queryKey: ['items', 'detail', codeOrId],
    queryFn: () => getRequestProduct(codeOrId ?? ''),
    enabled: Boolean(codeOrId),
  });
