import type { RouteObject } from 'react-router';
import { lazyPages } from './lazy-page';

const checkout = () => import('@/features/checkout/routes/checkout-page');
const complete = () => import('@/features/checkout/routes/complete-page');
const orders = () => import('@/features/checkout/routes/order-pages');

/**
 * Shop pages (docs/rules/cart-and-checkout.md#pages). Spec §2 names no cart routes; cart,
 * checkout and the guest order look-up need no login, because guests may order (docs/rules/cart-and-checkout.md#guest-orders).
 * Kept in step with bff/src/edge/page-paths.ts and web/src/app/frame/checkout-paths.ts.
 */
export const shopPublicRoutes: RouteObject[] = [
  ...lazyPages(['/cart'], async () => (await import('@/features/cart/routes/cart-page')).CartPage),
  ...lazyPages(['/checkout'], async () => (await checkout()).CheckoutPage),
  ...lazyPages(['/checkout/complete'], async () => (await complete()).CompletePage),
  // The payment-login provider's way back: paymentLoginReturnPath (a literal here, so the
  // BFF's page-paths test reads every shop path from this file).
  ...lazyPages(
    ['/checkout/payment-login'],
    async () =>
      (await import('@/features/checkout/routes/payment-login-page')).PaymentLoginReturnPage,
  ),
  ...lazyPages(['/order/guest'], async () => (await orders()).GuestOrderPage),
];
