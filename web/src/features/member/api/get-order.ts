import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { ordersKey } from './list-orders';

/** `POST /api/member/orderHistory/get {order_number}`. */
export const getOrder = async (orderNumber: string) =>
  (await callApi('member/orderHistory/get', { order_number: orderNumber })).order;

export const useOrder = (orderNumber: string) =>
  useQuery({
    queryKey: [...ordersKey, 'detail', orderNumber],
    queryFn: () => getOrder(orderNumber),
    enabled: orderNumber !== '',
  });
