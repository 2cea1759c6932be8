import { isCheckoutPath, leavesCheckout } from '@/app/frame/checkout-paths';

describe('leaving the checkout (docs/rules/site-and-pages.md#leaving-checkout: order and payment state cleared)', () => {
  it('knows the checkout paths', () => {
    expect(isCheckoutPath('/cart')).toBe(true);
    expect(isCheckoutPath('/order/confirm')).toBe(true);
    expect(isCheckoutPath('/cartoon')).toBe(false);
  });

  it('fires when going from a checkout path to any other page', () => {
    expect(leavesCheckout('/order/confirm', '/')).toBe(true);
  });

  it('does not fire inside the checkout or outside it', () => {
    expect(leavesCheckout('/cart', '/order/confirm')).toBe(false);
    expect(leavesCheckout('/', '/favorites')).toBe(false);
    expect(leavesCheckout(undefined, '/')).toBe(false);
  });
});
