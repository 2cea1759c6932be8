import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { couponsKey } from './list-held-coupons';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `POST /api/member/coupons/list`: coupons on offer; only usable ones can still be got. */
export const listOfferedCoupons = async () => (await callApi('member/coupons/list', {})).coupons;

export const useOfferedCoupons = () =>
  useQuery({
    queryKey: [...couponsKey, 'offered'],
    queryFn: listOfferedCoupons,
    meta: inSessionLanguage,
  });
