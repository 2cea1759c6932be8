import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { ordersKey } from './list-orders';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `POST /api/order/getChangePayment`: the payment methods the order may change to. */
export const getPaymentChoices = (orderNumber: string) =>
  callApi('order/getChangePayment', { order_number: orderNumber });

export const usePaymentChoices = (orderNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ordersKey, 'payments', orderNumber],
    queryFn: () => getPaymentChoices(orderNumber),
    enabled,
    // The payments' names come in the session language only.
    meta: inSessionLanguage,
  });
