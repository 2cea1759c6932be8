import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md viewedItems get {limit}: the buyer's recently viewed products (a top page section). */
export const getViewedItems = (limit: number) => callApi('viewedItems/get', { limit });

export const useViewedItems = (limit = 8) =>
  useQuery({ queryKey: ['viewedItems', limit], queryFn: () => getViewedItems(limit) });
