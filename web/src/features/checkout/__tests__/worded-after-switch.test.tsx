import { screen, waitFor } from '@testing-library/react';
import { ok, type FakeAnswer } from '@/testing/fake-api';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import {
  describeWordedScreens,
  openHoldingTheSave,
  shown,
  type Locale,
  type WordedScreen,
} from '@/testing/session-wording';

// docs/upstream.md#languages: the checkout's delivery methods, payments and coupons, and the
// payments a guest's placed order may change to, come in the session language only. After a
// switch, until read again, they show loading, never in the language just left (the machinery and
// what it checks: testing/session-wording.tsx).
const switchButton = { en: 'English', jp: '日本語' } as const;
const words = (held: Locale, jp: string, en: string) => (held === 'jp' ? jp : en);

const order = (held: Locale) => ({
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [] }],
  subtotal: 5000,
  total_price: 4500,
  taxes: [],
  // Applied: named by the coupon step and the summary, so found by the test below.
  issued_coupons: [
    {
      secret: 's-1',
      discount_amount: 500,
      coupon: {
        id: 'c1',
        code: 'WELCOME',
        name: words(held, '新規会員クーポン', 'New member coupon'),
        incentive_value_type: 'absolute',
        incentive_value: 500,
      },
    },
  ],
  completed: stepsSaved({ purchaser: true, reciever: true }),
});

const method = (id: string, name: string, extra = {}) => ({
  id,
  code: id,
  name,
  delivery_fee: 800,
  delivery_time_selections: [],
  ...extra,
});

const checkout: WordedScreen = {
  url: '/checkout',
  signedIn: false,
  answers: (held) => ({
    'POST /order/get': () => ok({ order: order(held()) }),
    'POST /order/selections/delivery': () =>
      ok({
        delivery_methods: [
          method('STD', words(held(), '通常配送', 'Standard delivery'), {
            description: words(held(), '3〜5日でお届け', 'Arrives in 3 to 5 days'),
          }),
          // Named inside the sentence saying why it is not offered.
          method('MAIL', words(held(), 'ポスト投函', 'Letter post'), {
            available: false,
            unavailable_reason: 'frozen',
          }),
        ],
      }),
    'POST /order/selections/payment': () =>
      ok({
        payment_profiles: [
          {
            id: '3',
            code: 'COD',
            name: words(held(), '代金引換', 'Cash on delivery'),
            description: words(held(), '配達時にお支払い', 'Pay the driver'),
            payment_fee: 330,
          },
        ],
      }),
    'POST /order/selections/coupon': () =>
      ok({
        issued_coupons: [
          {
            secret: 's-2',
            coupon: {
              id: 'c2',
              code: 'SHIP',
              name: words(held(), '送料無料クーポン', 'Free shipping coupon'),
              incentive_value_type: 'absolute',
              incentive_value: 0,
            },
          },
        ],
        coupons: [],
      }),
  }),
  names: {
    jp: [
      '通常配送',
      '3〜5日でお届け',
      'ポスト投函',
      '代金引換',
      '配達時にお支払い',
      '送料無料クーポン',
    ],
    en: [
      'Standard delivery',
      'Arrives in 3 to 5 days',
      'Letter post',
      'Cash on delivery',
      'Pay the driver',
      'Free shipping coupon',
    ],
  },
};

describe('the checkout’s session-worded names, after a language switch', () => {
  // The pages are lazy chunks: load them once up front so no test waits on the first import.
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/order-pages');
  });
  afterEach(() => sessionStorage.clear());

  // The completion page's "how to pay": the placed order read back (a guest's, by its number and
  // password), its payment's name and bank account worded in the session language.
  const completion: WordedScreen = {
    url: '/checkout/complete',
    signedIn: false,
    answers: (held) => ({
      'GET /checkout/result': () =>
        ok({ orderNumber: 'KK00000061', guestOrderPassword: 'pw-61', failure: null }),
      'POST /guestOrder/get': () =>
        ok({
          order: {
            order_number: 'KK00000061',
            payment_status: 'unpaid',
            total_price: 5000,
            ordered_at: '2026-11-20T03:00:00.000Z',
            payment_profile: {
              id: '2',
              code: 'BANK',
              name: words(held(), '銀行振込', 'Bank transfer'),
              option: {
                bank_name: words(held(), 'みどり銀行', 'Midori Bank'),
                branch_name: words(held(), '丸の内支店', 'Marunouchi Branch'),
                account_type: words(held(), '普通', 'Ordinary'),
                account_number: '7654321',
                account_holder: words(held(), 'カ）カケハシ', 'KAKEHASHI K.K.'),
                transfer_days: 7,
              },
            },
          },
        }),
    }),
    names: {
      jp: ['銀行振込', 'みどり銀行', '丸の内支店', '普通 7654321', 'カ）カケハシ'],
      en: [
        'Bank transfer',
        'Midori Bank',
        'Marunouchi Branch',
        'Ordinary 7654321',
        'KAKEHASHI K.K.',
      ],
    },
  };

  describeWordedScreens({ checkout, completion });

  // The order's applied coupon is named twice, in the coupon step and in the summary.
  const applied = { jp: '新規会員クーポン', en: 'New member coupon' };
  it.each([
    ['jp', 'en'],
    ['en', 'jp'],
  ] as const)(
    'checkout, from %s to %s: the applied coupon is never named in the old language',
    async (from, to) => {
      const { user, store } = await openHoldingTheSave(checkout, from);
      expect(await screen.findAllByText(applied[from], { exact: false })).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: switchButton[to] }));
      await waitFor(() => expect(document.documentElement.lang).toBe(to === 'jp' ? 'ja' : 'en'));
      expect(shown()).not.toContain(applied[from]);

      store();
      expect(await screen.findAllByText(applied[to], { exact: false })).toHaveLength(2);
      expect(shown()).not.toContain(applied[from]);
    },
  );

  // A guest's placed order: the payments it may change to, in the select a guest opens.
  const choices = {
    jp: ['代金引換', 'コンビニ払い'],
    en: ['Cash on delivery', 'Convenience store'],
  };
  const guestOrder: WordedScreen = {
    url: '/order/guest',
    signedIn: false,
    answers: (held) => {
      const placed = {
        order_number: 'KK00000077',
        payment_status: 'unpaid',
        total_price: 5400,
        ordered_at: '2026-11-20T03:00:00.000Z',
        // Named the same both ways: its own name is the guest order page's, not the choices'.
        payment_profile: { id: '2', code: 'BANK', name: 'BANK', payment_fee: 0 },
      };
      return {
        'POST /guestOrder/get': () => ok({ order: placed }),
        'POST /order/getChangePayment': () =>
          ok({
            order: placed,
            payment_profiles: [
              { id: '3', code: 'COD', name: words(held(), '代金引換', 'Cash on delivery') },
              { id: '4', code: 'CVS', name: words(held(), 'コンビニ払い', 'Convenience store') },
            ],
          }),
      };
    },
    // Shown only once the order is found and its payment is being changed.
    names: { jp: [], en: [] },
  };
  const labels = {
    jp: {
      // The fields' names end with their "Required" mark.
      number: /^注文番号/,
      password: /^ゲスト注文パスワード/,
      find: 'ご注文を確認',
      newPayment: '新しいお支払い方法',
    },
    en: {
      number: /^Order number/,
      password: /^Guest order password/,
      find: 'Find order',
      newPayment: 'New payment method',
    },
  };

  it.each([
    ['jp', 'en'],
    ['en', 'jp'],
  ] as const)(
    'guest order, from %s to %s: the payments it may change to are never shown in the old language',
    async (from, to) => {
      const { user, store, api } = await openHoldingTheSave(guestOrder, from);
      await user.type(await screen.findByLabelText(labels[from].number), 'KK00000077');
      await user.type(screen.getByLabelText(labels[from].password), 'pw-77');
      await user.click(screen.getByRole('button', { name: labels[from].find }));
      await user.click(
        await screen.findByRole('button', {
          name: from === 'jp' ? 'お支払い方法を変更' : 'Change payment',
        }),
      );
      for (const name of choices[from]) expect(await screen.findByText(name)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: switchButton[to] }));
      await waitFor(() => expect(document.documentElement.lang).toBe(to === 'jp' ? 'ja' : 'en'));
      for (const name of choices[from]) expect(shown()).not.toContain(name);

      // The choices read after the switch is stored are answered only once checked below.
      let answer = () => {};
      api.on(
        'POST /order/getChangePayment',
        () =>
          new Promise<FakeAnswer>((resolve) => {
            answer = () => resolve(guestOrder.answers(() => to)['POST /order/getChangePayment']!());
          }),
      );
      store();
      // The order is looked up again in the new language (the page's); its payment changed anew:
      // the choices read before are the old language's, so the field waits for the new ones.
      await user.click(
        await screen.findByRole('button', {
          name: to === 'jp' ? 'お支払い方法を変更' : 'Change payment',
        }),
      );
      await waitFor(() => expect(api.callsTo('POST /order/getChangePayment')).toHaveLength(2));
      for (const name of choices[from]) expect(shown()).not.toContain(name);
      expect(screen.getByRole('combobox', { name: labels[to].newPayment })).toBeDisabled();

      answer();
      for (const name of choices[to]) expect(await screen.findByText(name)).toBeInTheDocument();
      for (const name of choices[from]) expect(shown()).not.toContain(name);
      expect(screen.getByRole('combobox', { name: labels[to].newPayment })).toBeEnabled();
    },
  );
});
