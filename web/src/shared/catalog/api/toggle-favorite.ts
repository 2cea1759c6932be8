import { callApi } from '@/shared/lib/api-client';

/** `member/favorite/addDelete`: adds the SKU to the favourites, or removes it when it is there. */
export const toggleFavorite = (skuId: string) => callApi('member/favorite/addDelete', { skuId });
