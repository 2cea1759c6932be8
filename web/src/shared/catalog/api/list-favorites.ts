import { callApi } from '@/shared/lib/api-client';

/** `member/favorite/list`: the signed-in buyer's favourites (the first 200). */
export const listFavorites = () => callApi('member/favorite/list', { limit: 200 });
