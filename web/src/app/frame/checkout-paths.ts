/** Paths of the checkout flow (cart, order, payment return); none is in spec §2 yet. */
const checkoutPrefixes = ['/cart', '/order', '/checkout', '/payment'];

export const isCheckoutPath = (pathname: string): boolean =>
  checkoutPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** spec §2: leaving the checkout clears the order, payment, commit-result and 3-D-secure state. */
export const leavesCheckout = (from: string | undefined, to: string): boolean =>
  from !== undefined && isCheckoutPath(from) && !isCheckoutPath(to);
