import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import type { OrderKey, PlacedOrder } from './get-guest-order';

/** `order/cancel` (docs/rules/cart-and-checkout.md#temporary-order "orders can be cancelled"). */
export const cancelOrder = async (key: OrderKey) => (await callApi('order/cancel', key)).order;

export const useCancelOrder = (onDone: (order: PlacedOrder) => void) =>
  useMutation({ mutationFn: cancelOrder, onSuccess: onDone });
