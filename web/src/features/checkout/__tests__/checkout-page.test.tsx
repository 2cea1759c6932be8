import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

const party = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};
const flags = {
  purchaser: false,
  reciever: false,
  delivery: false,
  coupon: false,
  siteOptionGroup: false,
  payment: false,
};
const order = (completed: Partial<typeof flags> = {}) => ({
  purchaser: party,
  reciever: party,
  delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [] }],
  total_price: 9335,
  taxes: [],
  completed: { ...flags, ...completed },
});
const ready = order({ purchaser: true, reciever: true, delivery: true, payment: true });

const setup = (current: ReturnType<typeof order>, extra = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order: current }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    ...extra,
  });
  return { ...renderApp(null, { url: '/checkout', api }), api };
};

describe('checkout page (docs/rules/cart-and-checkout.md)', () => {
  // The page is a lazy chunk: load it once up front so no test waits on the first import.
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });

  it('lists the missing required steps and keeps "Place order" off until they are done', async () => {
    setup(order({ purchaser: true }));
    const guide = await screen.findByText('Still needed before you can place the order:');
    const list = within(guide.parentElement!);
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Receiver',
      'Delivery',
      'Payment',
    ]);
    expect(list.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '#checkout-delivery',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('never sends an order id: the BFF addresses the session order', async () => {
    const { api } = setup(ready);
    await screen.findByText('Everything is ready.', { exact: false });
    expect(api.callsTo('POST /order/get')[0]?.body).toEqual({});
  });

  it('commits once on a double click and shows the completion page', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = setup(ready, {
      'POST /order/commit': async () => {
        await held;
        return ok({ order_number: 'KK00000042' });
      },
      'GET /checkout/result': ok({
        orderNumber: 'KK00000042',
        guestOrderPassword: null,
        failure: null,
      }),
    });
    const place = await screen.findByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    expect(await screen.findByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    release();
    expect(await screen.findByText('KK00000042')).toBeInTheDocument();
    expect(api.callsTo('POST /order/commit')).toHaveLength(1);
    expect(api.callsTo('POST /order/commit')[0]?.body).toEqual({});
  });

  it('shows a refused step with its message and reloads the order as it was', async () => {
    const { user, api } = setup(ready, {
      'POST /order/setCoupon': fail(
        'E050-004',
        'This coupon cannot be used without signing in as a member. [E050-004]',
      ),
    });
    await user.type(await screen.findByLabelText(/Coupon code/), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'This coupon cannot be used without signing in as a member. [E050-004]',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /order/get').length).toBeGreaterThan(1);
  });

  it('sends a buyer with no order in progress back to the cart', async () => {
    const api = createFakeApi({
      'POST /order/get': fail('E000-410', 'There is no order in progress. [E000-410]', 409),
    });
    renderApp(null, { url: '/checkout', api });
    expect(
      await screen.findByText('There is no order in progress. [E000-410]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('says why a card payment did not go through after the issuer sent the buyer back', async () => {
    const api = createFakeApi({
      'POST /order/get': ok({ order: ready }),
      'GET /checkout/result': ok({
        orderNumber: null,
        guestOrderPassword: null,
        failure: { status: 'E070-002', message: 'The card payment was cancelled. [E070-002]' },
      }),
    });
    renderApp(null, { url: '/checkout?payment=failed', api });
    expect(
      await screen.findByText('The card payment was cancelled. [E070-002]'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
