import { callApi } from '@/shared/lib/api-client';

/**
 * `POST /api/member/review/list`: the signed-in buyer's own reviews, newest first, each with its
 * product. The newest 100: far more than a buyer writes.
 */
export const listMemberReviews = () => callApi('member/review/list', { limit: 100 });
