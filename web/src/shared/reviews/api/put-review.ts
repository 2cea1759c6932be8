import type { ReviewFormValues } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** `review/put`: writes the buyer's review of a product (a second one replaces the first). */
export const putReview = async (itemId: string, values: ReviewFormValues) =>
  (await callApi('review/put', { item_id: itemId, ...values })).review;
