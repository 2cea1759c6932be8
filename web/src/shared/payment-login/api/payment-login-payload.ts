import { callApi } from '@/shared/lib/api-client';

/**
 * `paymentLogin/payload`: the provider's sign-in page for this buyer; the BFF names the return
 * address (the payment-login page, on the site's public origin).
 */
export const getPaymentLoginUrl = async (): Promise<string> =>
  (await callApi('paymentLogin/payload', {})).sign_in_url;
