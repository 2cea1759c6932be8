import { callApi } from '@/shared/lib/api-client';

/** `paymentLogin/session`: the provider's checkout session, which must still be open. */
export const getPaymentLoginSession = async (checkoutSessionId: string) =>
  (await callApi('paymentLogin/session', { checkout_session_id: checkoutSessionId }))
    .checkout_session;
