import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** Every coupon query: held and offered are read again once a coupon is issued. */
export const couponsKey = ['member', 'coupons'] as const;

/** `POST /api/member/coupons/issueList`: coupons the buyer holds. */
export const listHeldCoupons = async () =>
  (await callApi('member/coupons/issueList', {})).issued_coupons;

export const useHeldCoupons = () =>
  useQuery({ queryKey: [...couponsKey, 'held'], queryFn: listHeldCoupons });
