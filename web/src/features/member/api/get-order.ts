import { useQuery } from '@tanstack/react-query';
import { inSessionLanguage } from '@/shared/i18n/language';
import { callApi } from '@/shared/lib/api-client';
import { ordersKey } from './list-orders';

/**
 * `POST /api/member/orderHistory/get {order_number}`. Its payment is worded in the session
 * language (the payment's name, a bank transfer's account): read again after a switch.
 */
export const getOrder = async (orderNumber: string) =>
  (await callApi('member/orderHistory/get', { order_number: orderNumber })).order;

export const useOrder = (orderNumber: string) =>
  useQuery({
    queryKey: [...ordersKey, 'detail', orderNumber],
    queryFn: () => getOrder(orderNumber),
    enabled: orderNumber !== '',
    meta: inSessionLanguage,
  });
