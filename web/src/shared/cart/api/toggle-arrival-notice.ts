import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `member/notify/addDelete`: registers the arrival notification of a sold-out SKU, or removes it
 * when it is registered; the answer says which (docs/rules/cart-and-checkout.md Notify).
 */
export const useToggleArrivalNotice = (skuId: string, skuCode?: string) =>
  useMutation({ mutationFn: () => callApi('member/notify/addDelete', { skuId, skuCode }) });
