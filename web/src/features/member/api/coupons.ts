import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

const couponsKey = ['member', 'coupons'] as const;

/** `POST /api/member/coupons/issueList`: coupons the buyer holds. */
export const useHeldCoupons = () =>
  useQuery({
    queryKey: [...couponsKey, 'held'],
    queryFn: async () => (await callApi('member/coupons/issueList', {})).issued_coupons,
  });

/** `POST /api/member/coupons/list`: coupons on offer; only usable ones can still be got. */
export const useOfferedCoupons = () =>
  useQuery({
    queryKey: [...couponsKey, 'offered'],
    queryFn: async () => (await callApi('member/coupons/list', {})).coupons,
  });

/** `POST /api/member/coupons/issue {coupon_secret}` (docs/rules/accounts.md#coupons): a coupon by its secret code. */
export const useIssueCoupon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (secret: string) =>
      (await callApi('member/coupons/issue', { coupon_secret: secret })).issued_coupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
};
