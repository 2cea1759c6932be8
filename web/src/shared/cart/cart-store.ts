import { useQuery, type QueryClient } from '@tanstack/react-query';
import { StatusCode, type ApiData } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { inSessionLanguage } from '@/shared/i18n/language';
import { getCart } from './api/get-cart';

export type Cart = ApiData<'cart/get'>['cart'];

/**
 * The cart code is the one shop value the browser keeps (docs/rules/cart-and-checkout.md): it is
 * not an order secret, and it lets a guest's cart survive a reload. The temporary order id and
 * the 3-D Secure context stay in the BFF session.
 */
const storageKey = 'kakehashi.cartCode';
export const cartQueryKey = ['cart'] as const;

export const storedCartCode = (): string | null => {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
};
export const rememberCartCode = (code: string | null): void => {
  try {
    if (code) window.localStorage.setItem(storageKey, code);
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
};

const gone = (error: unknown) =>
  hasStatus(error, 'E000-004') || hasStatus(error, StatusCode.notFound);

/** The stored cart, or null when there is none (or it belongs to someone else now). */
export const fetchCart = async (): Promise<Cart | null> => {
  const code = storedCartCode();
  if (!code) return null;
  try {
    return await getCart(code);
  } catch (error) {
    if (!gone(error)) throw error;
    rememberCartCode(null);
    return null;
  }
};

/**
 * The buyer's cart (null when none was started): the header count and the cart page read it. Its
 * sale, user-rank and option names are worded in the session language (`inSessionLanguage`): the
 * cart page shows them loading while they may be the language just left (session-wording.tsx).
 */
export const useCart = () =>
  useQuery({ queryKey: cartQueryKey, queryFn: fetchCart, meta: inSessionLanguage });

export const forgetCart = (client: QueryClient) => {
  rememberCartCode(null);
  client.setQueryData(cartQueryKey, null);
};
