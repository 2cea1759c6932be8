import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { useCartWrites } from '@/shared/cart/cart-writes';

/** `cart/clear`: empties the cart and keeps its code. */
export const clearCart = async (cartCode: string) =>
  (await callApi('cart/clear', { cart_code: cartCode })).cart;

export const useClearCart = (cartCode: string) => {
  const cartWrites = useCartWrites();
  return useMutation({ mutationFn: () => clearCart(cartCode), ...cartWrites });
};
