import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

type Kind = 'related' | 'popular';

/**
 * `POST /api/recommend/get`: products related to this one (same category or supplier) and the
 * storefront's recommendations, each without the product itself.
 */
export const getRecommendations = (itemId: string, recommendType: Kind) =>
  callApi('recommend/get', { items: [itemId], recommendType, limit: 4 });

export const useRecommendations = (itemId: string | undefined, kind: Kind) =>
  useQuery({
    queryKey: ['recommend', kind, itemId],
    queryFn: () => getRecommendations(itemId ?? '', kind),
    enabled: Boolean(itemId),
  });
