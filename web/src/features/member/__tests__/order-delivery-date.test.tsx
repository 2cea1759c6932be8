import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/site-and-pages.md#dates: the delivery day the buyer chose at checkout reads in the
// page's language on the order detail, never as the upstream's 2026-12-03.
const placed = {
  order_number: 'KK00000010',
  payment_status: 'unpaid',
  ordered_at: '2026-11-26T03:00:00.000Z',
  payment_profile: { id: '3', code: 'COD', name: 'Cash on delivery', payment_fee: 330 },
  delivery_units: [
    {
      delivery_method: {
        id: '1',
        code: 'STD',
        name: 'Standard',
        delivery_fee: 0,
        delivery_date: '2026-12-03',
        delivery_time: 'morning',
      },
      lines: [],
    },
  ],
  subtotal: 0,
  total_price: 330,
};

describe('order detail delivery date', () => {
  it.each([
    ['en', 'Standard · ¥0 · delivery on 3 Dec 2026 · Morning (8:00–12:00)'],
    ['jp', 'Standard・0円・お届け希望日：2026年12月03日（木）・午前中（8時〜12時）'],
  ] as const)('writes the chosen day the page way (%s)', async (language, text) => {
    const api = createFakeApi({
      'POST /member/orderHistory/get': ok({ order: placed }),
      'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
    });
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000010',
      session: { ...signedInSession, language },
      api,
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-03/)).not.toBeInTheDocument();
  });
});
