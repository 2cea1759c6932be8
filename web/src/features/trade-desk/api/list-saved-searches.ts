import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

/** `POST /api/searches/list`: every saved search with its count of new products, newest first. */
export const listSavedSearches = async () => (await callApi('searches/list')).searches;

export const useSavedSearches = () =>
  useQuery({ queryKey: tradeDeskKeys.searches, queryFn: listSavedSearches });
