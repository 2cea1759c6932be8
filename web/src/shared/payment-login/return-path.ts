/**
 * Where the payment-login provider sends the buyer back, with its checkout session id
 * (docs/rules/cart-and-checkout.md#payment-login). A checkout path, so nothing is cleared on the way.
 * In a module of its own so the route table names it without loading the payment-login client.
 */
export const paymentLoginReturnPath = '/checkout/payment-login';
