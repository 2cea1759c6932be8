import { callApi } from '@/shared/lib/api-client';
import { useOrderAction } from './list-orders';

/** `POST /api/order/cancel {order_number}` (docs/rules/accounts.md#orders). */
export const cancelOrder = (orderNumber: string) =>
  callApi('order/cancel', { order_number: orderNumber });

export const useCancelOrder = () => useOrderAction(cancelOrder);
