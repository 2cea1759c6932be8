import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

const ordersKey = ['member', 'orders'] as const;

/** The history window the page shows and totals over: the upstream's largest page. */
export const ORDER_HISTORY_LIMIT = 100;

/**
 * `POST /api/member/orderHistory/list {paymentStatus}`: the buyer's orders, filtered by payment
 * status (docs/rules/cart-and-checkout.md#payment-statuses); no status means every order.
 */
export const listOrders = (statuses: readonly PaymentStatus[]) =>
  callApi('member/orderHistory/list', {
    ...(statuses.length > 0 ? { paymentStatus: [...statuses] } : {}),
    offset: 0,
    limit: ORDER_HISTORY_LIMIT,
  });

export const useOrderHistory = (statuses: readonly PaymentStatus[]) =>
  useQuery({ queryKey: [...ordersKey, 'list', statuses], queryFn: () => listOrders(statuses) });

/** `POST /api/member/orderHistory/get {order_number}`. */
export const getOrder = async (orderNumber: string) =>
  (await callApi('member/orderHistory/get', { order_number: orderNumber })).order;

export const useOrder = (orderNumber: string) =>
  useQuery({
    queryKey: [...ordersKey, 'detail', orderNumber],
    queryFn: () => getOrder(orderNumber),
    enabled: orderNumber !== '',
  });

/** `POST /api/order/getChangePayment`: the payment methods the order may change to. */
export const usePaymentChoices = (orderNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ordersKey, 'payments', orderNumber],
    queryFn: () => callApi('order/getChangePayment', { order_number: orderNumber }),
    enabled,
  });

/** Cancel or change payment (docs/rules/accounts.md#orders), then read the history again. */
const useOrderAction = <V>(action: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
};

export const useCancelOrder = () =>
  useOrderAction((orderNumber: string) => callApi('order/cancel', { order_number: orderNumber }));

export const useChangePayment = () =>
  useOrderAction((v: { orderNumber: string; paymentId: string }) =>
    callApi('order/putChangePayment', {
      order_number: v.orderNumber,
      payment_profile: { id: v.paymentId },
    }),
  );
