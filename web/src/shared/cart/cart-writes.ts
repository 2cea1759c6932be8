import { useQueryClient } from '@tanstack/react-query';
import { languageStoredSince } from '@/shared/i18n/session-wording';
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

/**
 * A cart write's mutation options: its answer goes into the cache so every view of the cart agrees
 * at once. The answer's names (sales, rank, options) are worded in the session language as it was
 * when the write was sent (docs/upstream.md#languages), so the answer is dated then: a language
 * switch stored in between shows them loading, and the cart is read again in the new language
 * (the switch's own re-read came before this answer).
 */
export const useCartWrites = () => {
  const client = useQueryClient();
  return {
    onMutate: (): number => Date.now(),
    onSuccess: (cart: Cart | null, _line: unknown, sentAt: number | undefined) => {
      client.setQueryData(cartQueryKey, cart, { updatedAt: sentAt });
      if (sentAt !== undefined && languageStoredSince(client, sentAt))
        void client.invalidateQueries({ queryKey: cartQueryKey });
    },
  };
};

/** `cart/add`: adds lines to the buyer's cart, starting one when needed. */
export const addToCart = async (items: CartLineInput[]): Promise<Cart> =>
  addCartLines(await ensureCartCode(), items);
