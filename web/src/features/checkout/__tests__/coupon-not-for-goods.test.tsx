import { screen, within } from '@testing-library/react';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { senchaLine } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#coupons: SAKE15, refused for a cart without sake ('This coupon
// cannot be used for the products in your cart [E050-009]'), stayed offered with 'Use'; once
// refused so it says why in its place, while the cart's goods stay the same.
const sake = {
  id: '7',
  code: 'SAKE15',
  name: '15% off sake',
  incentive_value_type: 'percent',
  incentive_value: 15,
};
const order = checkoutOrder({
  delivery_units: [
    { delivery_unit_no: 1, temperature_class: 'dry', delivery_method: null, lines: [senchaLine()] },
  ],
  total_price: 5000,
});

describe.each([
  ['en', 'Your coupons', 'Use', 'Not for the products in your cart.'],
  ['jp', 'お持ちのクーポン', '使う', 'カート内の商品には使えません。'],
] as const)('a held coupon refused for the goods in the cart (%s)', (language, yours, use, why) => {
  beforeAll(() => import('../routes/checkout-page'));

  it('is offered without "Use" and says why', async () => {
    const api = createFakeApi({
      'POST /order/get': ok({ order }),
      'POST /order/selections/delivery': ok({ delivery_methods: [] }),
      'POST /order/selections/payment': ok({ payment_profiles: [] }),
      'POST /order/selections/coupon': ok({
        issued_coupons: [{ secret: 'sec-sake', coupon: sake }],
        coupons: [],
      }),
      'POST /member/point/balance': ok({
        point_amount: 0,
        unconfirmed_point_amount: 0,
        details: [],
      }),
      'POST /order/setCoupon': fail(
        'E050-009',
        'This coupon cannot be used for the products in your cart [E050-009]',
      ),
    });
    const { user } = renderApp(null, {
      url: '/checkout',
      api,
      session: { ...signedInSession, language },
    });
    const held = await screen.findByRole('group', { name: yours });
    await user.click(within(held).getByRole('button', { name: use }));
    expect(await within(held).findByText(why)).toBeInTheDocument();
    expect(within(held).queryByRole('button', { name: use })).toBeNull();
    expect(api.callsTo('POST /order/setCoupon')).toHaveLength(1);
  });
});
