import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `order/create`: the cart becomes the temporary order the BFF keeps in the session — from the
 * cart's "Proceed to checkout", and by checkout itself when it opens with none (resume-from-cart.ts).
 */
export const startCheckout = (cartCode: string) => callApi('order/create', { cart_code: cartCode });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
