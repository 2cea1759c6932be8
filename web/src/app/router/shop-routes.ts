import type { RouteObject } from 'react-router';
import { lazyPages, routeModule } from './lazy-page';

// A line's price names its unit and its quantities count in that word: those words are the
// catalogue's, as the cards say them too (unit-of-sale.ts).
const cart = routeModule(() => import('@/features/cart/routes/cart-page'), ['shop', 'catalog']);
const checkout = routeModule(
  () => import('@/features/checkout/routes/checkout-page'),
  ['shop', 'registration', 'shared'],
);
const complete = routeModule(() => import('@/features/checkout/routes/complete-page'), ['shop']);
const orders = routeModule(
  () => import('@/features/checkout/routes/order-pages'),
  ['shop', 'shared'],
);
const paymentLogin = routeModule(
  () => import('@/features/checkout/routes/payment-login-page'),
  ['shop'],
);

/**
 * Shop pages (docs/rules/cart-and-checkout.md#pages). Spec §2 names no cart routes; cart,
 * checkout and the guest order look-up need no login, because guests may order (docs/rules/cart-and-checkout.md#guest-orders).
 * Kept in step with bff/src/platform/edge/page-paths.ts and web/src/app/frame/checkout-paths.ts.
 */
export const shopPublicRoutes: RouteObject[] = [
  ...lazyPages(['/cart'], async () => (await cart()).CartPage),
  ...lazyPages(['/checkout'], async () => (await checkout()).CheckoutPage),
  ...lazyPages(['/checkout/complete'], async () => (await complete()).CompletePage),
  // The payment-login provider's way back: paymentLoginReturnPath (a literal here, so the
  // BFF's page-paths test reads every shop path from this file).
  ...lazyPages(
    ['/checkout/payment-login'],
    async () => (await paymentLogin()).PaymentLoginReturnPage,
  ),
  ...lazyPages(['/order/guest'], async () => (await orders()).GuestOrderPage),
];
