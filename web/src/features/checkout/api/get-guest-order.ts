import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { inSessionLanguage } from '@/shared/i18n/language';
import { callApi } from '@/shared/lib/api-client';

export type PlacedOrder = ApiData<'guestOrder/get'>['order'];
/** A guest proves the order is theirs with its password; a member by being signed in. */
export type OrderKey = { order_number: string; guest_order_password?: string };

/** `guestOrder/get`: a guest's order by number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export const getGuestOrder = async (key: Required<OrderKey>) =>
  (await callApi('guestOrder/get', key)).order;

/**
 * The order of the key the guest sent (none before). Each read is a throttled guess at the
 * password, so it is read when sent and when a language switch is stored (its payment's name and
 * bank account are worded in the session language, docs/upstream.md#languages), never again on
 * its own; nor is the key kept once the page is left.
 */
export const useGuestOrder = (key: Required<OrderKey> | null) =>
  useQuery({
    queryKey: ['guestOrder', key],
    queryFn: () => getGuestOrder(key as Required<OrderKey>),
    enabled: key !== null,
    staleTime: Infinity,
    gcTime: 0,
    meta: inSessionLanguage,
  });
