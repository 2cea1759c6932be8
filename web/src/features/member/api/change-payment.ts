import { callApi } from '@/shared/lib/api-client';
import { useOrderAction } from './list-orders';

/** `POST /api/order/putChangePayment {order_number, payment_profile}` (docs/rules/accounts.md#orders). */
export const changePayment = (v: { orderNumber: string; paymentId: string }) =>
  callApi('order/putChangePayment', {
    order_number: v.orderNumber,
    payment_profile: { id: v.paymentId },
  });

export const useChangePayment = () => useOrderAction(changePayment);
