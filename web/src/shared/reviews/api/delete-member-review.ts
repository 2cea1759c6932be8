import { callApi } from '@/shared/lib/api-client';

/** `POST /api/member/review/delete {id}`: deletes one of the buyer's reviews. */
export const deleteMemberReview = (id: string) => callApi('member/review/delete', { id });
