import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type PlacedOrder = ApiData<'guestOrder/get'>['order'];
/** A guest proves the order is theirs with its password; a member by being signed in. */
export type OrderKey = { order_number: string; guest_order_password?: string };

/** `guestOrder/get`: a guest's order by number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export const useGuestOrderLookup = () =>
  useMutation({
    mutationFn: async (key: Required<OrderKey>) => (await callApi('guestOrder/get', key)).order,
  });

/** `order/cancel` (docs/rules/cart-and-checkout.md#temporary-order "orders can be cancelled"). */
export const useCancelOrder = (onDone: (order: PlacedOrder) => void) =>
  useMutation({
    mutationFn: async (key: OrderKey) => (await callApi('order/cancel', key)).order,
    onSuccess: onDone,
  });

/** `order/getChangePayment`: the payments the order may switch to (docs/rules/cart-and-checkout.md#temporary-order). */
export const usePaymentChoices = (key: OrderKey, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'payment-choices', key.order_number],
    queryFn: () => callApi('order/getChangePayment', key),
    enabled,
  });

/** `order/putChangePayment`: "payment can be changed afterwards" (docs/rules/cart-and-checkout.md#temporary-order). */
export const useChangePayment = (onDone: (order: PlacedOrder) => void) =>
  useMutation({
    mutationFn: async (input: OrderKey & { profileId: string }) =>
      (
        await callApi('order/putChangePayment', {
          order_number: input.order_number,
          guest_order_password: input.guest_order_password,
          guest_purchaser: Boolean(input.guest_order_password),
          payment_profile: { id: input.profileId },
        })
      ).order,
    onSuccess: onDone,
  });
