import { act, screen, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

// Back from the completion page opens checkout again, where the order just placed is no longer in
// progress. It must read as placed — number, how to pay, the way to the order — never as "There
// is no order in progress. Go to the cart", which has the buyer think it failed and order twice
// (docs/rules/cart-and-checkout.md#pages).
const bank = {
  id: '2',
  code: 'BANK',
  name: 'Bank transfer',
  description: 'Please transfer within 7 days of your order.',
  option: {
    bank_name: 'Demo Bank (fictitious)',
    branch_name: 'Kakehashi Branch (branch no. 123)',
    account_type: 'Ordinary',
    account_number: '1234567',
    account_holder: 'KAKEHASHI DEMO K.K.',
    transfer_days: 7,
  },
};
const ready = {
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [
    {
      delivery_unit_no: 1,
      delivery_method: { id: '1', code: 'STANDARD', name: 'Standard delivery', delivery_fee: 0 },
      lines: [],
    },
  ],
  payment_profile: bank,
  total_price: 6000,
  taxes: [],
  completed: stepsSaved({ purchaser: true, reciever: true, delivery: true, payment: true }),
};
const noOrder = fail('E000-410', 'There is no order in progress. [E000-410]', 409);

const memberCheckout = () => {
  let placed = false;
  const api = createFakeApi({
    'POST /order/get': () => (placed ? noOrder : ok({ order: ready })),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /order/commit': () => {
      placed = true;
      return ok({ order_number: 'KK00000005' });
    },
    'GET /checkout/result': () =>
      ok({ orderNumber: placed ? 'KK00000005' : null, guestOrderPassword: null, failure: null }),
    'POST /member/orderHistory/get': ok({
      order: {
        order_number: 'KK00000005',
        payment_status: 'unpaid',
        total_price: 6000,
        ordered_at: '2026-11-20T03:00:00.000Z',
        payment_profile: bank,
      },
    }),
  });
  return renderApp(null, { url: '/checkout', session: signedInSession, api });
};

describe('Back after placing an order', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });

  it('shows the order as placed, with how to pay and the way to it', async () => {
    const { user, router } = memberCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('KK00000005');
    expect(router.state.location.pathname).toBe('/checkout/complete');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(screen.getByText('Your order has been placed.')).toBeVisible();
    expect(screen.getByTestId('order-number')).toHaveTextContent('KK00000005');
    const guide = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(guide).getByText('Demo Bank (fictitious)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/mypage/orders',
    );
    expect(screen.queryByText(/There is no order in progress/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('still sends a buyer with no order placed back to the cart', async () => {
    const api = createFakeApi({
      'POST /order/get': noOrder,
      'GET /checkout/result': ok({ orderNumber: null, guestOrderPassword: null, failure: null }),
    });
    renderApp(null, { url: '/checkout', api });
    expect(await screen.findByText('There is no order in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });
});
