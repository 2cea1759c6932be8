/**
 * Paths of the checkout flow (docs/rules/cart-and-checkout.md#pages): the cart, checkout with its
 * completion page, the guest order look-up and the BFF's card pages (`/checkout/card-*`).
 */
const checkoutPrefixes = ['/cart', '/order', '/checkout', '/payment'];

export const isCheckoutPath = (pathname: string): boolean =>
  checkoutPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * docs/rules/site-and-pages.md#leaving-checkout: leaving the checkout clears the order, payment,
 * commit-result and 3-D-secure state.
 */
export const leavesCheckout = (from: string | undefined, to: string): boolean =>
  from !== undefined && isCheckoutPath(from) && !isCheckoutPath(to);
