import { screen, waitFor } from '@testing-library/react';
import type { Supplier } from '@kakehashi/contracts/web';
import { fail, ok, type FakeAnswer } from '@/testing/fake-api';
import { paymentLoginConfig, senchaLine } from '@/testing/cart-fixtures';
import {
  describeWordedScreens,
  openHoldingTheSave,
  shown,
  type Locale,
  type WordedScreen,
} from '@/testing/session-wording';

// docs/upstream.md#languages: names the upstream words in the session language, on the screens
// of the cart, the member area and a supplier (the machinery and what it checks:
// testing/session-wording.tsx; other screens' are beside them, in features/*/__tests__).
const cartIn = (language: Locale, quantity = 2) =>
  ok({
    cart: {
      cart_code: 'c1',
      lines: [senchaLine({ quantity })],
      subtotal: 1080 * quantity,
      total_price: 1080 * quantity - 100,
      user_rank: { id: '3', code: 'gold', name: language === 'jp' ? 'ゴールド' : 'Gold' },
      sales: [
        {
          id: '1',
          name: language === 'jp' ? '春の新茶セール' : 'Spring tea sale',
          discount_amount: 100,
        },
      ],
    },
  });
const cart: WordedScreen = {
  url: '/cart',
  signedIn: false,
  answers: (held) => ({
    'POST /cart/get': () => cartIn(held()),
    'POST /paymentLogin/config': () => ok(paymentLoginConfig(false)),
  }),
  names: { jp: ['春の新茶セール', 'ゴールド'], en: ['Spring tea sale', 'Gold'] },
};

const memberRank: WordedScreen = {
  url: '/mypage',
  signedIn: true,
  answers: (held) => ({
    'POST /member/userRank/get': () =>
      ok({ user_rank: { id: '2', code: 'silver', name: held() === 'jp' ? 'シルバー' : 'Silver' } }),
  }),
  // The rank's own name, which the badge words around ('Silver member', 「シルバー会員」).
  names: { jp: ['シルバー'], en: ['Silver'] },
};

const supplier = (held: Locale): Supplier => ({
  id: '5015',
  code: 'SUP0015',
  name: '株式会社原田製茶',
  name_en: 'Harada Tea Co., Ltd.',
  prefecture_code: 15,
  region_code: 'chubu',
  business_type: 'food',
  product_count: 23,
  hashtags: held === 'jp' ? ['#日本茶', '#輸出'] : ['#GreenTea', '#Export'],
});
const supplierPage: WordedScreen = {
  url: '/seller?id=5015',
  signedIn: true,
  answers: (held) => ({
    'POST /suppliers/detail': () => ok({ supplier: supplier(held()) }),
    'POST /items/list': () => ok({ items: [], hit: 0 }),
  }),
  names: { jp: ['#日本茶', '#輸出'], en: ['#GreenTea', '#Export'] },
};

// An unpaid bank-transfer order: its payment, delivery, sale and coupon names and the account.
const placedOrder = (held: Locale) => {
  const jp = held === 'jp';
  return {
    order_number: 'KK00000077',
    payment_status: 'unpaid',
    ordered_at: '2026-11-20T03:00:00.000Z',
    payment_profile: {
      id: '2',
      code: 'BANK',
      name: jp ? '銀行振込' : 'Bank transfer',
      payment_fee: 0,
      option: {
        bank_name: jp ? 'みどり銀行' : 'Midori Bank',
        branch_name: jp ? '丸の内支店' : 'Marunouchi Branch',
        account_type: jp ? '普通' : 'Ordinary',
        account_number: '7654321',
        account_holder: jp ? 'カ）カケハシ' : 'KAKEHASHI K.K.',
        transfer_days: 7,
      },
    },
    delivery_units: [
      {
        delivery_method: {
          id: '1',
          code: 'STD',
          name: jp ? '通常配送' : 'Standard delivery',
          delivery_fee: 0,
        },
        lines: [],
      },
    ],
    subtotal: 12_000,
    sales: [{ id: 's1', name: jp ? 'いつでも割引' : 'Everyday discount', discount_amount: 360 }],
    issued_coupons: [
      {
        secret: 'x',
        discount_amount: 1000,
        coupon: { id: 'c1', code: 'W10', name: jp ? '新規会員クーポン' : 'New member coupon' },
      },
    ],
    total_price: 10_640,
  };
};
const orderDetail: WordedScreen = {
  url: '/mypage/orders/detail?order_number=KK00000077',
  signedIn: true,
  answers: (held) => ({
    'POST /member/orderHistory/get': () => ok({ order: placedOrder(held()) }),
    'POST /order/getChangePayment': () => ok({ order: placedOrder(held()), payment_profiles: [] }),
  }),
  names: {
    jp: ['銀行振込', '通常配送', 'いつでも割引', '新規会員クーポン', 'みどり銀行', '丸の内支店'],
    en: [
      'Bank transfer',
      'Standard delivery',
      'Everyday discount',
      'New member coupon',
      'Midori Bank',
      'Marunouchi Branch',
    ],
  },
};

const screens = { cart, memberRank, supplierPage, orderDetail };

describe('names the upstream words in the session language, after a language switch', () => {
  describeWordedScreens(screens);

  // A write sent in Japanese and answered after the switch to English was stored: its answer is
  // worded in Japanese. It must not stand as the English page's cart.
  it('reads the cart again when a write sent before the switch is answered after it', async () => {
    const { user, api, store } = await openHoldingTheSave(cart, 'jp');
    let answerWrite = () => {};
    api.on(
      'POST /cart/update',
      () => new Promise<FakeAnswer>((resolve) => (answerWrite = () => resolve(cartIn('jp', 3)))),
    );
    await user.click(screen.getByRole('button', { name: '1つ増やす' }));
    await waitFor(() => expect(api.callsTo('POST /cart/update')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'English' }));
    store();
    expect(await screen.findByText('Spring tea sale')).toBeInTheDocument();
    const reads = api.callsTo('POST /cart/get').length;

    answerWrite();
    await waitFor(() => expect(api.callsTo('POST /cart/get')).toHaveLength(reads + 1));
    expect(await screen.findByText('Spring tea sale')).toBeInTheDocument();
    expect(shown()).not.toContain('春の新茶セール');
    expect(shown()).not.toContain('ゴールド');
  });

  it('shows the names as the upstream gives them when the switch could not be stored', async () => {
    const { user, api } = await openHoldingTheSave(memberRank, 'jp');
    api.on('PUT /language', () => fail('E000-503', 'Unavailable', 503));
    await user.click(screen.getByRole('button', { name: 'English' }));
    // The session keeps Japanese, so the upstream goes on naming the rank in it: shown in the
    // English badge rather than loading for ever.
    expect(await screen.findByText('シルバー member')).toBeInTheDocument();
    expect(api.callsTo('PUT /language')).toHaveLength(1);
  });
});
