import { ok } from '@/testing/fake-api';
import { describeWordedScreens, type Locale, type WordedScreen } from '@/testing/session-wording';

// docs/upstream.md#languages: the member area's coupon names and descriptions, point and card
// history reasons and the payments an order may change to come in the session language only.
// After a switch, until read again, they show loading, never in the language just left (the
// machinery and what it checks: testing/session-wording.tsx).
const words = (held: Locale, jp: string, en: string) => (held === 'jp' ? jp : en);

const coupons: WordedScreen = {
  url: '/mypage/coupons',
  signedIn: true,
  answers: (held) => ({
    'POST /member/coupons/issueList': () =>
      ok({
        issued_coupons: [
          {
            id: 'i1',
            secret: 'WELCOME',
            issued_at: '2026-11-01T00:00:00.000Z',
            used: false,
            coupon: {
              id: 'c0',
              code: 'WELCOME500',
              name: words(held(), '新規会員クーポン', 'New member coupon'),
              description: words(held(), '初回のご注文に', 'For your first order'),
              incentive_value_type: 'absolute',
              incentive_value: 500,
            },
          },
        ],
      }),
    'POST /member/coupons/list': () =>
      ok({
        coupons: [
          {
            id: 'c1',
            code: 'SAKE15',
            name: words(held(), '日本酒15%オフ', '15% off sake'),
            description: words(held(), '日本酒の全商品', 'All sake'),
            incentive_value_type: 'percent',
            incentive_value: 15,
          },
        ],
      }),
  }),
  names: {
    jp: ['新規会員クーポン', '初回のご注文に', '日本酒15%オフ', '日本酒の全商品'],
    en: ['New member coupon', 'For your first order', '15% off sake', 'All sake'],
  },
};

const points: WordedScreen = {
  url: '/mypage/points',
  signedIn: true,
  answers: (held) => ({
    'POST /member/point/balance': () =>
      ok({ point_amount: 500, unconfirmed_point_amount: 0, details: [] }),
    'POST /member/point/history': () =>
      ok({
        point_histories: [
          {
            occurred_at: '2026-11-20T10:00:00+09:00',
            order_number: '',
            details: [
              { point_amount: 500, reason: words(held(), '新規会員登録ボーナス', 'Welcome bonus') },
            ],
          },
        ],
        hit: 1,
      }),
  }),
  names: { jp: ['新規会員登録ボーナス'], en: ['Welcome bonus'] },
};

const linkedCard: WordedScreen = {
  url: '/mypage/linked',
  signedIn: true,
  answers: (held) => ({
    'POST /account/member/get': () =>
      ok({
        user: {
          id: 'u1',
          email: 'buyer@example.com',
          name: 'Alex Buyer',
          external_point: { email_dm_unnecessary_flg: '1', card_member_no: 'KP20260001' },
        },
      }),
    'POST /externalOrganizations/list': () => ok({ organizations: [], joinable: [] }),
    'POST /externalPoint/history/get': () =>
      ok({
        card_member_no: 'KP20260001',
        balance: { base_grant_point: 1200, special_grant_point: 300, effective_point: 1500 },
        histories: [
          {
            occurred_at: '2026-10-20T08:00:00.000Z',
            point: 200,
            reason: words(held(), '提携店でのお買い物', 'Partner store'),
          },
        ],
        hit: 1,
      }),
  }),
  names: { jp: ['提携店でのお買い物'], en: ['Partner store'] },
};

// An unpaid order whose payment may change: the choices' names are in the select's options.
const unpaidOrder = {
  order_number: 'KK00000078',
  payment_status: 'unpaid',
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile: { id: '2', code: 'BANK', name: 'Bank transfer', payment_fee: 0 },
  delivery_units: [],
  subtotal: 3000,
  total_price: 3000,
};
const changePayment: WordedScreen = {
  url: '/mypage/orders/detail?order_number=KK00000078',
  signedIn: true,
  answers: (held) => ({
    // The order's own names are the order detail's (shared/i18n/__tests__/session-wording.test.tsx).
    'POST /member/orderHistory/get': () => ok({ order: unpaidOrder }),
    'POST /order/getChangePayment': () =>
      ok({
        order: unpaidOrder,
        payment_profiles: [
          unpaidOrder.payment_profile,
          { id: '3', code: 'COD', name: words(held(), '代金引換', 'Cash on delivery') },
          { id: '4', code: 'CVS', name: words(held(), 'コンビニ払い', 'Convenience store') },
        ],
      }),
  }),
  names: { jp: ['代金引換', 'コンビニ払い'], en: ['Cash on delivery', 'Convenience store'] },
};

describe('the member area’s session-worded names, after a language switch', () => {
  describeWordedScreens({ coupons, points, linkedCard, changePayment });
});
