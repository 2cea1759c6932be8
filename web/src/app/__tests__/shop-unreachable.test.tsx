import { configure, screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok, type FakeAnswer } from '@/testing/fake-api';
import { paymentLoginConfig, senchaLine } from '@/testing/cart-fixtures';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { openSearch, searchBff } from '@/features/search/__tests__/search-fakes';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/errors-and-messages.md#status-catalogue: the BFF's answer while the shop service
// cannot be reached. UI.md "Words": an error says what to do next — every page whose reading
// failed offers "Try again", and checkout the way back to the cart.
const unreachable = fail(
  'E000-521',
  'Kakehashi cannot reach the shop service right now. Your cart and what you entered are kept. Please try again in a minute. [E000-521]',
  502,
);
const saying = /^Kakehashi cannot reach the shop service right now\./;

/** Answers `down` until the test says the service is back, then `up`. */
const outage = (down: FakeAnswer, up: FakeAnswer) => {
  let back = false;
  return { handler: () => (back ? up : down), restore: () => (back = true) };
};

describe('pages read while the shop service is out of reach', () => {
  afterEach(() => localStorage.clear());

  it('cart: says so with "Try again", never as an empty cart, and reads the lines on retry', async () => {
    localStorage.setItem('kakehashi.cartCode', 'c1');
    const cart = {
      cart_code: 'c1',
      lines: [senchaLine({ quantity: 2 })],
      subtotal: 2160,
      total_price: 2160,
      user_rank: null,
      sales: [],
    };
    const service = outage(unreachable, ok({ cart }));
    const api = createFakeApi({
      'POST /cart/get': service.handler,
      'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
    });
    const { user } = renderApp(null, { url: '/cart', api, session: signedInSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(saying);
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    service.restore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(screen.queryByText(saying)).toBeNull();
  });

  it('checkout: a reload says so with "Try again" and the way to the cart, and retry reads the order', async () => {
    const service = outage(unreachable, ok({ order: checkoutOrder() }));
    const api = createFakeApi({
      'POST /order/get': service.handler,
      'POST /order/selections/delivery': ok({ delivery_methods: [] }),
      'POST /order/selections/payment': ok({ payment_profiles: [] }),
      'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
      'POST /member/point/balance': ok({
        point_amount: 0,
        unconfirmed_point_amount: 0,
        details: [],
      }),
    });
    const { user } = renderApp(null, { url: '/checkout', api, session: signedInSession });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(saying);
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    const before = api.callsTo('POST /order/get').length;
    service.restore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Place order/ })).toBeInTheDocument();
    expect(api.callsTo('POST /order/get').length).toBeGreaterThan(before);
  });

  it('search results: say so with "Try again", which asks again', async () => {
    const api = searchBff();
    api.on('POST /items/list', unreachable);
    const { user } = openSearch('/search/searchList?keyword=tea', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(saying);
    const before = api.callsTo('POST /items/list').length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(api.callsTo('POST /items/list').length).toBeGreaterThan(before);
  });
});
