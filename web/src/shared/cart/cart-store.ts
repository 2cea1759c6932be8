import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusCode, type ApiData } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { inSessionLanguage } from '@/shared/i18n/language';
import { localeOf, type Locale } from '@/shared/i18n/language-codes';
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
 * The cached cart with the page language it was asked in. The upstream words the cart's sale,
 * user-rank and option names in the session language, which a language switch stores only after
 * the page already shows the new one; until the cart is read again (the switch invalidates it,
 * `inSessionLanguage`) those names are the other language's. Null for no cart, which has none.
 */
export type CartEntry = { cart: Cart | null; wordedIn: Locale | null };

const useCartQuery = <T>(select: (entry: CartEntry) => T) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: async (): Promise<CartEntry> => {
      // The language shown when the call starts: the one the session holds by then.
      const wordedIn = localeOf(i18n.language);
      return { cart: await fetchCart(), wordedIn };
    },
    meta: inSessionLanguage,
    select,
  });
};

const cartOfEntry = (entry: CartEntry) => entry.cart;

/**
 * The buyer's cart (null when none was started): the header count and the cart page read it. Its
 * sale, user-rank and option names are worded in the session language: see useCartNamesCurrent.
 */
export const useCart = () => useCartQuery(cartOfEntry);

/**
 * Whether the cart's names (sales, rank, options) are in the page language: false from a
 * language switch until the cart is read again in the new one, so the page shows them loading
 * rather than in the language the buyer just left.
 */
export const useCartNamesCurrent = (): boolean => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useCartQuery((entry) => entry.cart === null || entry.wordedIn === locale).data ?? false;
};

/** The cache's entry for a cart answer received now, in the page language `locale`. */
export const cartEntry = (cart: Cart | null, locale: Locale): CartEntry => ({
  cart,
  wordedIn: cart ? locale : null,
});

export const forgetCart = (client: QueryClient) => {
  rememberCartCode(null);
  client.setQueryData<CartEntry>(cartQueryKey, cartEntry(null, 'en'));
};
