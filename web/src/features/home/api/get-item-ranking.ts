import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md itemRanking get {limit, metric, cycle}: this week's most popular products (a top page section). */
export const getItemRanking = (limit: number) =>
  callApi('itemRanking/get', { limit, metric: 'views', cycle: 'weekly' });

export const useItemRanking = (limit = 5) =>
  useQuery({
    queryKey: ['itemRanking', 'views', 'weekly', limit],
    queryFn: () => getItemRanking(limit),
  });
