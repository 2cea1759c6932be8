import { callApi } from '@/shared/lib/api-client';

/** `DELETE checkout/state`: the BFF forgets the checkout it holds for the session. */
export const clearCheckoutState = () => callApi('checkout/state');
