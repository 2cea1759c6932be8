import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/review/list {item_id}`: the published reviews of a product (docs/rules/lists-and-requests.md#product-detail-page). */
export const listReviews = (itemId: string) =>
  callApi('review/list', { item_id: itemId, limit: 10 });

export const useReviews = (itemId: string | undefined) =>
  useQuery({
    queryKey: ['reviews', itemId],
    queryFn: () => listReviews(itemId ?? ''),
    enabled: Boolean(itemId),
  });
