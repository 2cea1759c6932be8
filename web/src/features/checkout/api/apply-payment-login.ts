import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { getPaymentLoginBuyer } from './get-payment-login-buyer';
import { getPaymentLoginSession } from './get-payment-login-session';
import { orderQueryKey } from './order';

/**
 * `paymentLogin/checkoutSession` writes the buyer's address into the session's temporary order as
 * purchaser and receiver (the BFF adds the order; the browser never names it). The answer is the
 * reloaded order.
 */
export const applyPaymentLogin = async (checkoutSessionId: string) =>
  (await callApi('paymentLogin/checkoutSession', { checkout_session_id: checkoutSessionId })).order;

/**
 * Back from the provider (docs/rules/cart-and-checkout.md#payment-login): its checkout session
 * must still be open, `getBuyer` names the buyer, and the buyer's address is applied.
 */
export const useApplyPaymentLogin = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (checkoutSessionId: string) => {
      const session = await getPaymentLoginSession(checkoutSessionId);
      // A closed session means signing in there again: the page says it was not applied.
      if (session.state !== 'Open') throw new Error('The checkout session is closed');
      await getPaymentLoginBuyer(checkoutSessionId);
      return applyPaymentLogin(checkoutSessionId);
    },
    onSuccess: (order) => client.setQueryData(orderQueryKey, order),
  });
};
