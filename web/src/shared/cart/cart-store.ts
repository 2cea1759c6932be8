import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { notFoundCode } from '@/shared/lib/first-page-status';
import { inSessionLanguage } from '@/shared/i18n/language';
import { getSession } from '@/shared/session/api/get-session';
import { sessionQueryKey } from '@/shared/session/session';
import { getCart } from './api/get-cart';

export type Cart = ApiData<'cart/get'>['cart'];

/**
 * The cart code is the one shop value the browser keeps (docs/rules/cart-and-checkout.md): it is
 * not an order secret, and it lets a guest's cart survive a reload. The temporary order id and
 * the 3-D Secure context stay in the BFF session.
 */
const storageKey = 'kakehashi.cartCode';
/** Where a cart the session cannot read waits (docs/rules/cart-and-checkout.md#a-members-cart). */
export const parkedCartKey = 'kakehashi.parkedCartCode';
export const cartQueryKey = ['cart'] as const;

export const storedCartCode = (): string | null => {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
};
/**
 * Keeps `code` as the buyer's cart; null puts the current one aside, parked rather than forgotten:
 * a member's cart that a signed-out session cannot read comes back at the member's next sign-in
 * (docs/rules/cart-and-checkout.md#a-members-cart).
 */
export const rememberCartCode = (code: string | null): void => {
  try {
    const stored = window.localStorage;
    if (code) stored.setItem(storageKey, code);
    else {
      stored.setItem(parkedCartKey, stored.getItem(storageKey) ?? '');
      stored.removeItem(storageKey);
    }
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
};

/** The upstream's answer that a cart is not there for this session (gone, or another's). */
export const cartGone = (error: unknown) =>
  hasStatus(error, 'E000-004') || hasStatus(error, notFoundCode);

/** The stored cart, or null when there is none (or the session cannot read it now: parked). */
const storedCart = async (): Promise<Cart | null> => {
  const code = storedCartCode();
  if (!code) return null;
  try {
    return await getCart(code);
  } catch (error) {
    if (!cartGone(error)) throw error;
    rememberCartCode(null);
    return null;
  }
};

/**
 * The buyer's cart. Read for the page (`client` given), a signed-in member without a filled cart
 * in this browser takes up the member's cart from another browser (member-cart.ts,
 * docs/rules/cart-and-checkout.md#a-members-cart); a filled cart of this browser stays.
 */
export const fetchCart = async ({
  client,
}: { client?: QueryClient } = {}): Promise<Cart | null> => {
  const cart = await storedCart();
  if (cart?.lines.length || !client) return cart;
  const session = await client
    .ensureQueryData({ queryKey: sessionQueryKey, queryFn: getSession })
    .catch(() => null);
  if (!session?.signedIn) return cart;
  return import('./member-cart').then((memberCart) => memberCart.adoptMemberCart(cart));
};

/**
 * The buyer's cart (null when none was started): the header count and the cart page read it. Its
 * sale, user-rank and option names are worded in the session language (`inSessionLanguage`): the
 * cart page shows them loading while they may be the language just left (session-wording.tsx).
 */
export const useCart = () =>
  useQuery({ queryKey: cartQueryKey, queryFn: fetchCart, meta: inSessionLanguage });
