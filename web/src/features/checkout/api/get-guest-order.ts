import { useMutation } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type PlacedOrder = ApiData<'guestOrder/get'>['order'];
/** A guest proves the order is theirs with its password; a member by being signed in. */
export type OrderKey = { order_number: string; guest_order_password?: string };

/** `guestOrder/get`: a guest's order by number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export const getGuestOrder = async (key: Required<OrderKey>) =>
  (await callApi('guestOrder/get', key)).order;

export const useGuestOrderLookup = () => useMutation({ mutationFn: getGuestOrder });
