import type { ReviewFormValues } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** `member/review/put`: edits one of the buyer's reviews. */
export const updateMemberReview = async (id: string, values: ReviewFormValues) =>
  (await callApi('member/review/put', { id, ...values })).review;
