import { callApi } from '@/shared/lib/api-client';

/**
 * `cart/mine`: the code of the cart the gateway remembers for the signed-in member, null when none
 * (docs/rules/cart-and-checkout.md#a-members-cart).
 */
export const getMemberCart = async (): Promise<string | null> =>
  (await callApi('cart/mine')).cart_code;
