import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

// The top page's product sections (docs/upstream.md Others). One query each, so one slow section never
// holds the others back; the defaults come from the site's limits (docs/rules/discovery.md#page-size).

/** docs/upstream.md recommend get {limit, recommendType}: popular products for the buyer. */
export const useRecommendations = (limit = 8) =>
  useQuery({
    queryKey: ['recommend', 'popular', limit],
    queryFn: () => callApi('recommend/get', { limit, recommendType: 'popular' }),
  });

/** docs/upstream.md viewedItems get {limit}: the buyer's recently viewed products. */
export const useViewedItems = (limit = 8) =>
  useQuery({
    queryKey: ['viewedItems', limit],
    queryFn: () => callApi('viewedItems/get', { limit }),
  });

/** docs/upstream.md itemRanking get {limit, metric, cycle}: this week's most popular products. */
export const useItemRanking = (limit = 5) =>
  useQuery({
    queryKey: ['itemRanking', 'views', 'weekly', limit],
    queryFn: () => callApi('itemRanking/get', { limit, metric: 'views', cycle: 'weekly' }),
  });
