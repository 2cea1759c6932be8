import { callApi } from '@/shared/lib/api-client';
import type { OrderKey, PlacedOrder } from './get-guest-order';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `order/putChangePayment`: "payment can be changed afterwards" (docs/rules/cart-and-checkout.md#temporary-order). */
export const changePayment = async (input: OrderKey & { profileId: string }) =>
  (
    await callApi('order/putChangePayment', {
      order_number: input.order_number,
      guest_order_password: input.guest_order_password,
      guest_purchaser: Boolean(input.guest_order_password),
      payment_profile: { id: input.profileId },
    })
  ).order;

export const useChangePayment = (onDone: (order: PlacedOrder) => void) =>
  useSendMutation({ mutationFn: changePayment, onSuccess: onDone });
