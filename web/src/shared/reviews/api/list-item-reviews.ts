import { callApi } from '@/shared/lib/api-client';

/** `POST /api/review/list {item_id}`: the newest reviews of a product. */
export const listItemReviews = (itemId: string) =>
  callApi('review/list', { item_id: itemId, limit: 10 });
