import { useQueryClient } from '@tanstack/react-query';
import { addCartLines, type CartLineInput } from './api/add-cart-lines';
import { createCart } from './api/create-cart';
import { useLocale } from '@/shared/i18n/i18n';
import {
  cartEntry,
  cartQueryKey,
  fetchCart,
  rememberCartCode,
  storedCartCode,
  type Cart,
  type CartEntry,
} from './cart-store';

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

/**
 * Puts a fresh cart answer into the cache so every view of the cart agrees at once; its names are
 * taken as worded in the page language (the session's, unless a switch is being stored).
 */
export const useCartWriter = () => {
  const client = useQueryClient();
  const locale = useLocale();
  return (cart: Cart | null) =>
    client.setQueryData<CartEntry>(cartQueryKey, cartEntry(cart, locale));
};

/** `cart/add`: adds lines to the buyer's cart, starting one when needed. */
export const addToCart = async (items: CartLineInput[]): Promise<Cart> =>
  addCartLines(await ensureCartCode(), items);
