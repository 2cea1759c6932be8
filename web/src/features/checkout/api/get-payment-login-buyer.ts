import { callApi } from '@/shared/lib/api-client';

/** `paymentLogin/getBuyer`: the provider names the buyer of the checkout session. */
export const getPaymentLoginBuyer = (checkoutSessionId: string) =>
  callApi('paymentLogin/getBuyer', { checkout_session_id: checkoutSessionId });
