import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { couponsKey } from './list-held-coupons';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `POST /api/member/coupons/issue {coupon_secret}` (docs/rules/accounts.md#coupons): a coupon by its secret code. */
export const issueCoupon = async (secret: string) =>
  (await callApi('member/coupons/issue', { coupon_secret: secret })).issued_coupon;

export const useIssueCoupon = () => {
  const client = useQueryClient();
  return useSendMutation({
    mutationFn: issueCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
};
