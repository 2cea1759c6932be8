import { callApi } from '@/shared/lib/api-client';

/** `member/follows/list`: the suppliers the signed-in buyer follows (the first 100). */
export const listFollows = () => callApi('member/follows/list', { limit: 100 });
