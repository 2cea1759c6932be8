import { callApi } from '@/shared/lib/api-client';

/** `cart/get`: the cart of a code (docs/rules/cart-and-checkout.md#cart). */
export const getCart = async (cartCode: string) =>
  (await callApi('cart/get', { cart_code: cartCode })).cart;
