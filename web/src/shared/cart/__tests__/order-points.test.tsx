import { screen } from '@testing-library/react';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { OrderTotals } from '../order-money';

// An order's points: promised before it is placed, the order's own once it is
// (docs/rules/cart-and-checkout.md#points).
const order = { total_price: 9800, issue_points: { point_amount: 98 } };

const pointsRow = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the points an order earns', () => {
  it.each([
    ['en', 'Points you will earn', 'Points for this order', '98 points'],
    ['jp', '獲得予定ポイント', 'この注文のポイント', '98ポイント'],
  ] as const)('are still to be earned at checkout (%s)', (language, before, after, amount) => {
    renderApp(<OrderTotals order={order} />, {
      url: '/checkout/confirm',
      session: { ...signedInSession, language },
      api: createFakeApi(),
    });
    // With their unit: 「獲得予定ポイント 98」 left the buyer to guess what 98 counts.
    expect(pointsRow(before)).toHaveTextContent(amount);
    expect(screen.queryByText(after)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Points for this order', 'Points you will earn', '98 points'],
    ['jp', 'この注文のポイント', '獲得予定ポイント', '98ポイント'],
  ] as const)(
    'belong to a placed order, not to a future one (%s)',
    (language, label, future, amount) => {
      renderApp(<OrderTotals order={order} placed />, {
        url: '/mypage/orders/detail',
        session: { ...signedInSession, language },
        api: createFakeApi({ 'POST /member/orderHistory/get': ok({ order }) }),
      });
      expect(pointsRow(label)).toHaveTextContent(amount);
      expect(screen.queryByText(future)).not.toBeInTheDocument();
    },
  );

  it('says one point in the singular in English', () => {
    renderApp(<OrderTotals order={{ ...order, issue_points: { point_amount: 1 } }} />, {
      url: '/checkout/confirm',
      session: { ...signedInSession, language: 'en' },
      api: createFakeApi(),
    });
    expect(pointsRow('Points you will earn')).toHaveTextContent(/^1 point$/);
  });
});

// A guest has no account to earn into: a guest's completed order said "Points for this order:
// 94 points" (docs/rules/cart-and-checkout.md#points).
describe("a guest's order", () => {
  it.each([
    ['en', false, 'Points you will earn'],
    ['en', true, 'Points for this order'],
    ['jp', false, '獲得予定ポイント'],
    ['jp', true, 'この注文のポイント'],
  ] as const)(
    'shows no points, before or after it is placed (%s, placed %s)',
    (language, placed, label) => {
      renderApp(
        <OrderTotals
          order={{ ...order, issue_points: { point_amount: 94 }, guest_purchaser: true }}
          placed={placed}
        />,
        {
          url: placed ? '/checkout/complete' : '/checkout/confirm',
          session: { ...signedOutSession, language },
          api: createFakeApi(),
        },
      );
      expect(screen.getByText(/9,800/)).toBeVisible();
      expect(screen.queryByText(label)).not.toBeInTheDocument();
      expect(screen.queryByText(/94/)).not.toBeInTheDocument();
    },
  );
});
