import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import type { OrderKey } from './get-guest-order';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `order/getChangePayment`: the payments the order may switch to (docs/rules/cart-and-checkout.md#temporary-order). */
export const getPaymentChoices = (key: OrderKey) => callApi('order/getChangePayment', key);

export const usePaymentChoices = (key: OrderKey, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'payment-choices', key.order_number],
    queryFn: () => getPaymentChoices(key),
    enabled,
    // The payments' names come in the session language only.
    meta: inSessionLanguage,
  });
