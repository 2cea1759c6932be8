import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

// The top page's product sections (docs/upstream.md Others). One query each, so one slow section never
// holds the others back; the defaults come from the site's limits (docs/rules/discovery.md#page-size).

/** docs/upstream.md recommend get {limit, recommendType}: popular products for the buyer. */
export const getRecommendations = (limit: number) =>
  callApi('recommend/get', { limit, recommendType: 'popular' });

export const useRecommendations = (limit = 8) =>
  useQuery({
    queryKey: ['recommend', 'popular', limit],
    queryFn: () => getRecommendations(limit),
  });
