import { useQueryClient } from '@tanstack/react-query';
import { addCartLines, type CartLineInput } from './api/add-cart-lines';
import { createCart } from './api/create-cart';
import { cartQueryKey, fetchCart, rememberCartCode, storedCartCode, type Cart } from './cart-store';

// Changing the cart, apart from reading it (cart-store.ts): the header's count, on every page,
// only reads (docs/architecture.md#the-first-page).

/** The stored cart's code, creating a cart first when there is none. */
export const ensureCartCode = async (): Promise<string> => {
  const existing = storedCartCode();
  if (existing && (await fetchCart())) return existing;
  const cartCode = await createCart();
  rememberCartCode(cartCode);
  return cartCode;
};

/** Puts a fresh cart answer into the cache so every view of the cart agrees at once. */
export const useCartWriter = () => {
  const client = useQueryClient();
  return (cart: Cart | null) => client.setQueryData(cartQueryKey, cart);
};

/** `cart/add`: adds lines to the buyer's cart, starting one when needed. */
export const addToCart = async (items: CartLineInput[]): Promise<Cart> =>
  addCartLines(await ensureCartCode(), items);
