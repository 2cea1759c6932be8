import { getCart } from './api/get-cart';
import { getMemberCart } from './api/get-member-cart';
import { cartGone, parkedCartKey, rememberCartCode, storedCartCode, type Cart } from './cart-store';

// docs/rules/cart-and-checkout.md#a-members-cart: a member's cart is the member's. The upstream
// lets only that member read it, so a signed-out session cannot; its code is parked meanwhile
// (cart-store.ts) and brought back here when the member signs in again.

const parked = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(parkedCartKey);
    } catch {
      return null;
    }
  },
  drop: (): void => {
    try {
      window.localStorage.removeItem(parkedCartKey);
    } catch {
      // Private mode without storage: nothing was parked.
    }
  },
};

/** The number of lines of a cart, null when the session cannot read it (gone, or another's). */
const linesOf = (code: string): Promise<number | null> =>
  getCart(code).then(
    (cart) => cart.lines.length,
    (error: unknown) => {
      if (cartGone(error)) return null;
      throw error;
    },
  );

/**
 * Signed in: the parked cart comes back unless the buyer has filled another meanwhile (a guest
 * cart with lines stays; the parked one waits for the next sign-in). A parked cart this member
 * cannot read (another member's, or gone) is dropped. An outage changes nothing: the next sign-in
 * tries again.
 */
export const unparkCart = async (): Promise<void> => {
  const code = parked.get();
  if (!code) return;
  try {
    const current = storedCartCode();
    if (current && current !== code && (await linesOf(current))) return;
    if ((await linesOf(code)) === null) return parked.drop();
  } catch {
    return;
  }
  rememberCartCode(code);
  parked.drop();
};

/**
 * Signed in without a filled cart here: the cart the gateway remembers for the member (filled in
 * another browser, `cart/mine`) becomes this browser's. Nothing remembered, the same cart, or a
 * failure: `own` stays (the header asks again on its next read).
 */
export const adoptMemberCart = async (own: Cart | null): Promise<Cart | null> => {
  try {
    const code = await getMemberCart();
    if (!code || code === own?.cart_code) return own;
    const cart = await getCart(code);
    rememberCartCode(code);
    return cart;
  } catch {
    return own;
  }
};
