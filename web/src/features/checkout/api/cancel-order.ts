import { callApi } from '@/shared/lib/api-client';
import type { OrderKey, PlacedOrder } from './get-guest-order';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `order/cancel` (docs/rules/cart-and-checkout.md#temporary-order "orders can be cancelled"). */
export const cancelOrder = async (key: OrderKey) => (await callApi('order/cancel', key)).order;

export const useCancelOrder = (onDone: (order: PlacedOrder) => void) =>
  useSendMutation({ mutationFn: cancelOrder, onSuccess: onDone });
