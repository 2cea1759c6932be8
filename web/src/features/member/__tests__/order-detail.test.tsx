import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#steps-from-the-profile: the order detail shows the lines,
// delivery, fees, coupon, points, the tax the total holds and the delivery address.
const placed = {
  order_number: 'KK00000009',
  payment_status: 'unpaid',
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile: { id: '3', code: 'COD', name: 'Cash on delivery', payment_fee: 330 },
  reciever: {
    name: 'Alex Morgan',
    zip: '1000005',
    state: '東京都',
    city: '千代田区',
    street: '1-1-1',
    email: 'buyer@example.com',
    tel: '0312345678',
  },
  delivery_units: [
    {
      delivery_method: {
        id: '2',
        code: 'COOL',
        name: 'Refrigerated delivery',
        delivery_fee: 1200,
        delivery_time: 'morning',
      },
      lines: [
        {
          line_id: '1',
          order_quantity: 1,
          sell_price_tax_included: 10_800,
          subtotal: 10_800,
          tax_rate: 8,
          item: {
            id: 'p1',
            name: '和牛',
            name_en: 'Wagyu',
            skus: {
              id: 's1',
              variation: [
                {
                  variation_name_en: 'Net weight',
                  variation_name: '内容量',
                  selection_name: '500g',
                },
              ],
            },
          },
        },
      ],
    },
  ],
  subtotal: 10_800,
  issued_coupons: [
    { secret: 'x', discount_amount: 1080, coupon: { id: 'c10', code: 'TEN', name: '10% off' } },
  ],
  use_point_amount: 100,
  total_price: 11_150,
};

describe('order detail', () => {
  it('shows lines, delivery, fees, coupon, points, tax and the address', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/get': ok({ order: placed }),
      'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
    });
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000009',
      session: signedInSession,
      api,
    });
    expect(await screen.findByText('Wagyu')).toBeInTheDocument();
    expect(screen.getByText('Net weight: 500g')).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(row('Coupon: 10% off')).toHaveTextContent('−¥1,080');
    expect(row('Points')).toHaveTextContent('−¥100');
    expect(row('Payment fee')).toHaveTextContent('¥330');
    expect(row('of which tax (8%)')).toHaveTextContent('¥712');
    expect(row('of which tax (10%)')).toHaveTextContent('¥139');
    expect(
      screen.getByText(/Refrigerated delivery · ¥1,200 · Morning \(8:00–12:00\)/),
    ).toBeInTheDocument();
    const address = within(screen.getByText('Deliver to').nextSibling as HTMLElement);
    expect(address.getByText('Alex Morgan')).toBeInTheDocument();
    // Written in Japanese, it reads as written in Japan, in one script and labelled so
    // (docs/rules/cart-and-checkout.md#addresses-in-japan).
    expect(address.getByText(/^〒100-0005 東京都千代田区1-1-1/)).toBeInTheDocument();
    expect(address.getByText('As written for delivery in Japan')).toBeInTheDocument();
  });

  // The data says nothing about shipping, and an unpaid order is not yet delivered: the address
  // is labelled as where the order goes, true in every state.
  it.each([
    ['en', 'Deliver to'],
    ['jp', 'お届け先'],
  ] as const)('labels the address as where an unpaid order goes (%s)', async (language, label) => {
    const api = createFakeApi({
      'POST /member/orderHistory/get': ok({ order: placed }),
      'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
    });
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000009',
      session: { ...signedInSession, language },
      api,
    });
    const term = await screen.findByText(label, { selector: 'dt' });
    expect(within(term.nextSibling as HTMLElement).getByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.queryByText(/Delivered to/)).not.toBeInTheDocument();
  });

  // A placed order's points are the order's, not a promise of checkout's 'will earn'.
  it.each([
    ['en', 'Points for this order', 'Points you will earn'],
    ['jp', 'この注文のポイント', '獲得予定ポイント'],
  ] as const)(
    'names the points of a placed order as its own (%s)',
    async (language, label, future) => {
      const withPoints = { ...placed, issue_points: { point_amount: 98 } };
      const api = createFakeApi({
        'POST /member/orderHistory/get': ok({ order: withPoints }),
        'POST /order/getChangePayment': ok({ order: withPoints, payment_profiles: [] }),
      });
      renderApp(null, {
        url: '/mypage/orders/detail?order_number=KK00000009',
        session: { ...signedInSession, language },
        api,
      });
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextSibling).toHaveTextContent('98');
      expect(screen.queryByText(future)).not.toBeInTheDocument();
    },
  );
});

// An order number that names no order of the buyer's: trying again cannot help, so the page offers
// the way back to the list, not 'Try again'.
describe('an order that does not exist', () => {
  it('says so and offers the list, not Try again', async () => {
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=X-0000',
      session: signedInSession,
      api: createFakeApi({
        'POST /member/orderHistory/get': fail(
          'E000-004',
          'The order could not be found. [E000-004]',
          404,
        ),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to order history/ })).toHaveAttribute(
      'href',
      '/mypage/orders',
    );
  });
});
