import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** Every coupon query: held and offered are read again once a coupon is issued. */
export const couponsKey = ['member', 'coupons'] as const;

/** `POST /api/member/coupons/issueList`: coupons the buyer holds. */
export const listHeldCoupons = async () =>
  (await callApi('member/coupons/issueList', {})).issued_coupons;

export const useHeldCoupons = () =>
  // The coupons' names and descriptions come in the session language only.
  useQuery({
    queryKey: [...couponsKey, 'held'],
    queryFn: listHeldCoupons,
    meta: inSessionLanguage,
  });
