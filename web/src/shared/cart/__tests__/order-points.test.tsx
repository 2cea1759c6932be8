import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { OrderTotals } from '../order-money';

// An order's points: promised before it is placed, the order's own once it is
// (docs/rules/cart-and-checkout.md#points).
const order = { total_price: 9800, issue_points: { point_amount: 98 } };

const pointsRow = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the points an order earns', () => {
  it.each([
    ['en', 'Points you will earn', 'Points for this order'],
    ['jp', '獲得予定ポイント', 'この注文のポイント'],
  ] as const)('are still to be earned at checkout (%s)', (language, before, after) => {
    renderApp(<OrderTotals order={order} />, {
      url: '/checkout/confirm',
      session: { ...signedInSession, language },
      api: createFakeApi(),
    });
    expect(pointsRow(before)).toHaveTextContent('98');
    expect(screen.queryByText(after)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Points for this order', 'Points you will earn'],
    ['jp', 'この注文のポイント', '獲得予定ポイント'],
  ] as const)('belong to a placed order, not to a future one (%s)', (language, label, future) => {
    renderApp(<OrderTotals order={order} placed />, {
      url: '/mypage/orders/detail',
      session: { ...signedInSession, language },
      api: createFakeApi({ 'POST /member/orderHistory/get': ok({ order }) }),
    });
    expect(pointsRow(label)).toHaveTextContent('98');
    expect(screen.queryByText(future)).not.toBeInTheDocument();
  });
});
