import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// A buyer without orders sees the notice and the way to products, not '0 orders' and a ¥0
// total of "the orders shown" above a notice that there are none
// (docs/rules/cart-and-checkout.md#order-history-totals).

const open = (language: 'en' | 'jp') =>
  renderApp(null, {
    url: '/mypage/orders',
    session: { ...signedInSession, language },
    locale: language,
    api: createFakeApi({ 'POST /member/orderHistory/list': ok({ orders: [], hit: 0 }) }),
  });

describe.each([
  [
    'en',
    'No orders match. Placed orders appear here after checkout.',
    'Browse products',
    /0 orders|Total of the orders/,
  ],
  [
    'jp',
    '該当する注文はありません。ご注文後にここに表示されます。',
    '商品を探す',
    /0件の注文|の注文の合計/,
  ],
] as const)('an empty %s order history', (language, none, browse, totals) => {
  it('shows the notice with a link to products and no count or total', async () => {
    open(language);
    const notice = await screen.findByText(none, { exact: false }, { timeout: 10000 });
    expect(notice).toHaveRole('status');
    expect(screen.getByRole('link', { name: browse })).toHaveAttribute(
      'href',
      '/search/searchList',
    );
    expect(screen.queryByText(totals)).toBeNull();
  });
});
