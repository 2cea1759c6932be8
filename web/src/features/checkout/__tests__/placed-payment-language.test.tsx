import { screen, waitFor } from '@testing-library/react';
import { checkoutOrder, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { shown } from '@/testing/session-wording';

// docs/upstream.md#languages: the completion page's "how to pay" is the checkout order's payment,
// worded in the session language. An order read before a language switch was stored carries the
// language left: the completion page then names the payment from its own strings and leaves the
// account to the mail, instead of showing it in the other language.
const bank = {
  id: '2',
  code: 'BANK',
  name: '銀行振込',
  description: 'ご注文日から7日以内にお振り込みください。',
  option: {
    bank_name: 'みどり銀行',
    branch_name: '丸の内支店',
    account_type: '普通',
    account_number: '7654321',
    account_holder: 'カ）カケハシ',
    transfer_days: 7,
  },
};
const order = checkoutOrder({
  delivery_units: [
    {
      delivery_unit_no: 1,
      temperature_class: 'dry',
      delivery_method: { id: '1', code: 'STANDARD', name: '通常配送', delivery_fee: 0 },
      lines: [],
    },
  ],
  payment_profile: bank,
  subtotal: 5000,
  total_price: 5000,
  completed: stepsSaved({ purchaser: true, reciever: true, delivery: true, payment: true }),
});

describe('placing an order read before a language switch was stored', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });
  afterEach(() => sessionStorage.clear());

  it('does not show its Japanese payment on the English completion page', async () => {
    const api = createFakeApi({
      'POST /order/get': ok({ order }),
      'POST /order/selections/delivery': ok({ delivery_methods: [] }),
      'POST /order/selections/payment': ok({ payment_profiles: [] }),
      'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
      'POST /order/commit': ok({ order_number: 'KK00000061' }),
      'GET /checkout/result': ok({
        orderNumber: 'KK00000061',
        guestOrderPassword: null,
        failure: null,
      }),
    });
    const { user } = renderApp(null, {
      url: '/checkout',
      api,
      session: { language: 'jp' },
      locale: 'jp',
    });
    await screen.findByRole('button', { name: '注文を確定する' });
    // The switch's save never answers: the session, and the order, stay Japanese.
    api.on('PUT /language', () => new Promise<FakeAnswer>(() => {}));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const note = await screen.findByTestId('placed-payment');
    expect(note).toHaveTextContent('Payment: Bank transfer');
    expect(shown()).not.toContain('銀行振込');
    expect(shown()).not.toContain('みどり銀行');
  });
});
