import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { orderQueryKey } from './order';

/**
 * Back from the provider (docs/rules/cart-and-checkout.md#payment-login): its checkout session
 * must still be open, `getBuyer` names the buyer, and `paymentLogin/checkoutSession` writes the
 * buyer's address into the session's temporary order as purchaser and receiver (the BFF adds the
 * order; the browser never names it). The answer is the reloaded order.
 */
export const useApplyPaymentLogin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (checkoutSessionId: string) => {
      const body = { checkout_session_id: checkoutSessionId };
      const { checkout_session } = await callApi('paymentLogin/session', body);
      // A closed session means signing in there again: the page says it was not applied.
      if (checkout_session.state !== 'Open') throw new Error('The checkout session is closed');
      await callApi('paymentLogin/getBuyer', body);
      const { order } = await callApi('paymentLogin/checkoutSession', body);
      return order;
    },
    onSuccess: (order) => client.setQueryData(orderQueryKey, order),
  });
};
