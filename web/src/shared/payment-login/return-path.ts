/**
 * Where the payment-login provider sends the buyer back, with its checkout session id
 * (docs/rules/cart-and-checkout.md#payment-login). A checkout path, so nothing is cleared on the way.
 * The route table (app/router/shop-routes.ts) spells the same path as a literal, which the BFF's
 * page-paths test reads; the pay-with-provider test pins this constant to it.
 */
export const paymentLoginReturnPath = '/checkout/payment-login';
