import { useQuery } from '@tanstack/react-query';
import { inSessionLanguage } from '@/shared/i18n/language';
import { callApi } from '@/shared/lib/api-client';
import { getGuestOrder } from './get-guest-order';

/** How the last checkout ended, as `checkout/result` says it. */
type Finished = { orderNumber: string; guestOrderPassword: string | null };

/**
 * The order just placed, as the upstream keeps it, for the completion page's "how to pay"
 * (docs/rules/cart-and-checkout.md#placing-the-order): a member's from the order history by its
 * number, a guest's by its number and the guest order password `checkout/result` gave. Read from
 * the upstream rather than from what the browser showed before "Place order", so it is the order
 * as placed, the same in a new tab, and read again in the new language after a switch (its
 * payment's name and account are worded in the session language, docs/upstream.md#languages).
 */
export const usePlacedOrder = (finished: Finished | undefined, signedIn: boolean) => {
  const number = finished?.orderNumber ?? '';
  const password = finished?.guestOrderPassword ?? null;
  return useQuery({
    queryKey: ['checkout', 'placed', number],
    queryFn: async () =>
      password
        ? getGuestOrder({ order_number: number, guest_order_password: password })
        : (await callApi('member/orderHistory/get', { order_number: number })).order,
    enabled: number !== '' && (password !== null || signedIn),
    staleTime: Infinity,
    meta: inSessionLanguage,
  });
};
