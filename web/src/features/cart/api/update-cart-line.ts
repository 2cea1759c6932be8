import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import type { Cart } from '@/shared/cart/cart-store';
import { useCartWrites } from '@/shared/cart/cart-writes';

type LineOptions = Cart['lines'][number]['options'];

/**
 * `cart/update` sets one line's quantity; 0 removes the line (docs/upstream.md#cart-and-order Cart). The answer is the
 * whole cart, written to the cache so the header count follows.
 */
export const updateCartLine = async (
  cartCode: string,
  line: { skuId: string; quantity: number; options: LineOptions },
) =>
  (
    await callApi('cart/update', {
      cart_code: cartCode,
      items: [
        {
          item: { skus: { id: line.skuId } },
          order_quantity: line.quantity,
          options: line.options,
        },
      ],
    })
  ).cart;

export const useUpdateCartLine = (cartCode: string) => {
  const cartWrites = useCartWrites();
  return useMutation({
    mutationFn: (line: { skuId: string; quantity: number; options: LineOptions }) =>
      updateCartLine(cartCode, line),
    ...cartWrites,
  });
};
