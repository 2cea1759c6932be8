import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// A Japanese page keeps Japanese punctuation in what it composes from a name and a value: the
// full-width colon, no space (「内容量：500g」, 「セール：いつでも割引」), as the strings themselves
// do (「注文番号：」); English keeps 'Net weight: 500g'.
const placed = {
  order_number: 'KK00000011',
  payment_status: 'unpaid',
  ordered_at: '2026-11-26T03:00:00.000Z',
  payment_profile: { id: '3', code: 'COD', name: '代金引換', payment_fee: 330 },
  delivery_units: [
    {
      delivery_method: { id: '1', code: 'STD', name: '通常配送', delivery_fee: 0 },
      lines: [
        {
          line_id: '1',
          order_quantity: 24,
          sell_price_tax_included: 1000,
          subtotal: 24_000,
          tax_rate: 8,
          item: {
            id: 'p1',
            name: '有機コシヒカリ',
            name_en: 'Organic Koshihikari',
            skus: {
              id: 's1',
              variation: [
                {
                  variation_name: '内容量',
                  variation_name_en: 'Net weight',
                  selection_name: '2000g',
                },
              ],
            },
          },
        },
      ],
    },
  ],
  subtotal: 24_000,
  sales: [{ id: 'sale1', name: 'いつでも割引', discount_amount: 720 }],
  issued_coupons: [
    {
      secret: 'x',
      discount_amount: 1000,
      coupon: { id: 'c1', code: 'W10', name: '新規会員10%オフ' },
    },
  ],
  total_price: 22_610,
};

describe('order detail punctuation', () => {
  it.each([
    ['jp', '内容量：2000g', 'セール：いつでも割引', 'クーポン：新規会員10%オフ'],
    ['en', 'Net weight: 2000g', 'Sale: いつでも割引', 'Coupon: 新規会員10%オフ'],
  ] as const)('writes name and value the page way (%s)', async (language, sku, sale, coupon) => {
    const api = createFakeApi({
      'POST /member/orderHistory/get': ok({ order: placed }),
      'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
    });
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000011',
      session: { ...signedInSession, language },
      api,
    });
    expect(await screen.findByText(sku)).toBeInTheDocument();
    expect(screen.getByText(sale, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(coupon, { selector: 'dt' })).toBeInTheDocument();
  });
});
