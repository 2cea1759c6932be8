import { callApi } from '@/shared/lib/api-client';

/** `member/follows/addDelete`: follows (`follow` true) or unfollows one supplier. */
export const setFollow = (supplierId: string, follow: boolean) =>
  callApi('member/follows/addDelete', { supplierId, follow });
