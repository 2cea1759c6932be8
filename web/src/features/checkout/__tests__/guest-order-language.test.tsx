import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { shown } from '@/testing/session-wording';

// docs/upstream.md#languages: a guest's order comes with its payment's name and bank account in
// the session language. Found before a language switch, it is not shown in the language left:
// the page looks it up again once the switch is stored (one more lookup, the same key).
const order = (language: 'en' | 'jp') => ({
  order_number: 'KK00000077',
  payment_status: 'unpaid',
  total_price: 5400,
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile: {
    id: '2',
    code: 'BANK',
    name: language === 'jp' ? '銀行振込' : 'Bank transfer',
    payment_fee: 0,
    option: {
      bank_name: language === 'jp' ? 'みどり銀行' : 'Midori Bank',
      branch_name: language === 'jp' ? '丸の内支店' : 'Marunouchi Branch',
      account_type: language === 'jp' ? '普通' : 'Ordinary',
      account_number: '7654321',
      account_holder: language === 'jp' ? 'カ）カケハシ' : 'KAKEHASHI K.K.',
      transfer_days: 7,
    },
  },
});
const key = { order_number: 'KK00000077', guest_order_password: 'pw-77' };

describe('a guest order found before a language switch', () => {
  beforeAll(() => import('../routes/order-pages'));

  it('is looked up again once the switch is stored, never shown in the language left', async () => {
    let held: 'en' | 'jp' = 'jp';
    const api = createFakeApi({ 'POST /guestOrder/get': () => ok({ order: order(held) }) });
    const { user } = renderApp(null, { url: '/order/guest', session: { language: 'jp' }, api });
    await user.type(await screen.findByLabelText(/^注文番号/), key.order_number);
    await user.type(screen.getByLabelText(/^ゲスト注文パスワード/), key.guest_order_password);
    await user.click(screen.getByRole('button', { name: 'ご注文を確認' }));
    expect(await screen.findByText('みどり銀行')).toBeInTheDocument();

    let store = () => {};
    api.on(
      'PUT /language',
      () =>
        new Promise<FakeAnswer>((resolve) => {
          store = () => {
            held = 'en';
            resolve(ok({ language: 'en' }));
          };
        }),
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(shown()).not.toContain('みどり銀行');
    expect(shown()).not.toContain('銀行振込');

    store();
    expect(await screen.findByText('Midori Bank')).toBeInTheDocument();
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    expect(shown()).not.toContain('みどり銀行');
    expect(api.callsTo('POST /guestOrder/get').map((call) => call.body)).toEqual([key, key]);
  });
});
