import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// A buyer without orders is told they have none yet, with the way to products, and no filters
// that would suggest some are hidden; with filters that keep none, the notice says so and leads
// to all orders. Neither shows '0 orders' or a ¥0 total of "the orders shown"
// (docs/rules/cart-and-checkout.md#order-history-totals).

const open = (language: 'en' | 'jp', url = '/mypage/orders') =>
  renderApp(null, {
    url,
    session: { ...signedInSession, language },
    locale: language,
    api: createFakeApi({ 'POST /member/orderHistory/list': ok({ orders: [], hit: 0 }) }),
  });

describe.each([
  [
    'en',
    'You have not placed an order yet. Your orders appear here once you place them.',
    'Browse products',
    'No orders match these filters. Change them, or clear them to see all your orders.',
    'Clear the filters',
    /0 orders|Total of the orders/,
    /Filter orders|Awaiting payment/,
  ],
  [
    'jp',
    'まだご注文はありません。ご注文いただくと、ここに表示されます。',
    '商品を探す',
    '条件に合う注文はありません。条件を変更するか、解除してください。',
    '条件を解除',
    /0件の注文|の注文の合計/,
    /絞り込み|お支払い待ち/,
  ],
] as const)(
  'an empty %s order history',
  (language, noneYet, browse, none, clear, totals, filters) => {
    it('says there are no orders yet, leads to products and shows no filters', async () => {
      open(language);
      const notice = await screen.findByText(noneYet, { exact: false }, { timeout: 10000 });
      expect(notice).toHaveRole('status');
      expect(screen.getByRole('link', { name: browse })).toHaveAttribute(
        'href',
        '/search/searchList',
      );
      expect(screen.queryByText(totals)).toBeNull();
      expect(screen.queryByText(filters)).toBeNull();
    });

    it('with filters that keep no order, says so and leads to all orders', async () => {
      open(language, '/mypage/orders?status=captured');
      const notice = await screen.findByText(none, { exact: false }, { timeout: 10000 });
      expect(notice).toHaveRole('status');
      expect(screen.getByRole('link', { name: clear })).toHaveAttribute('href', '/mypage/orders');
      expect(screen.queryByText(noneYet)).toBeNull();
      expect(screen.queryByText(totals)).toBeNull();
    });
  },
);
