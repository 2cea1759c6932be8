import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import type { OrderKey } from './get-guest-order';

/** `order/getChangePayment`: the payments the order may switch to (docs/rules/cart-and-checkout.md#temporary-order). */
export const getPaymentChoices = (key: OrderKey) => callApi('order/getChangePayment', key);

export const usePaymentChoices = (key: OrderKey, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'payment-choices', key.order_number],
    queryFn: () => getPaymentChoices(key),
    enabled,
  });
