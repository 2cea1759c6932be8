import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type CartLineInput = ApiBody<'cart/add'>['items'][number];

/** `cart/add`: adds lines to the cart of a code; the answer is the whole cart. */
export const addCartLines = async (cartCode: string, items: CartLineInput[]) =>
  (await callApi('cart/add', { cart_code: cartCode, items })).cart;
