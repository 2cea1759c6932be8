// Checkout forms and rules the screens and the BFF share (docs/rules/cart-and-checkout.md).
export * from './party-form';
