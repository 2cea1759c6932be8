import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import type { Order } from '../api/order';
import { PointsStep } from '../components/points-step';

// docs/rules/cart-and-checkout.md#points: a point takes ¥1 off the order (the order answers
// point_discount_amount equal to the points used); the step says so before the buyer chooses.
describe('the checkout points step', () => {
  it.each([
    ['en', 'Points to use', 'Your balance: 1,200 points', '1 point = ¥1 off your order.'],
    [
      'jp',
      '利用するポイント',
      '保有ポイント：1,200ポイント',
      '1ポイントを1円としてご利用いただけます。',
    ],
  ] as const)('says what one point is worth (%s)', async (locale, label, balance, worth) => {
    const api = createFakeApi({
      'POST /member/point/balance': ok({
        point_amount: 1200,
        unconfirmed_point_amount: 0,
        details: [],
      }),
    });
    const order = { use_point_amount: 0, total_price: 5000 } as unknown as Order;
    renderApp(<PointsStep order={order} />, {
      url: '/checkout',
      api,
      session: { language: locale, signedIn: true },
    });
    expect(await screen.findByText(balance)).toBeInTheDocument();
    // Said under the field it helps fill, and read with it.
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(worth);
  });
});

// docs/rules/cart-and-checkout.md#points: an order's points are pending until confirmed; the step
// offers only the usable balance and says what is pending in one line.
describe('the checkout points step with points pending', () => {
  it.each([
    [
      'en',
      'Your balance: 1,200 points',
      'Pending: 39,946 points (from recent orders; usable once confirmed)',
    ],
    [
      'jp',
      '保有ポイント：1,200ポイント',
      '確定待ち：39,946ポイント（最近のご注文分。確定後にご利用いただけます。）',
    ],
  ] as const)('offers the usable balance only (%s)', async (locale, balance, pending) => {
    const api = createFakeApi({
      'POST /member/point/balance': ok({
        point_amount: 1200,
        unconfirmed_point_amount: 39946,
        details: [],
      }),
    });
    const order = { use_point_amount: 0, total_price: 5000 } as unknown as Order;
    renderApp(<PointsStep order={order} />, {
      url: '/checkout',
      api,
      session: { language: locale, signedIn: true },
    });
    expect(await screen.findByText(balance)).toBeInTheDocument();
    expect(screen.getByText(pending)).toBeInTheDocument();
  });
});

// docs/rules/cart-and-checkout.md#points: 5000 typed with 1,200 held said '500 points are used on
// this order.' beside 'You do not have enough points [E060-001]'; one message now says what the
// buyer can do, and nothing beside it says the step went well.
describe('the checkout points step asked for more than the balance', () => {
  it.each([
    ['en', 'Points to use', 'Use points', 'You can use up to 1,200 points.', '500 points'],
    [
      'jp',
      '利用するポイント',
      'ポイントを使う',
      'ご利用いただけるのは1,200ポイントまでです。',
      '500ポイント',
    ],
  ] as const)('says how many can be used, alone (%s)', async (locale, label, apply, upTo, used) => {
    const api = createFakeApi({
      'POST /member/point/balance': ok({
        point_amount: 1200,
        unconfirmed_point_amount: 0,
        details: [],
      }),
      'POST /order/setPoint': fail('E060-001', 'ポイント残高が不足しています。 [E060-001]'),
    });
    const order = { use_point_amount: 500, total_price: 5000 } as unknown as Order;
    const { user } = renderApp(<PointsStep order={order} />, {
      url: '/checkout',
      api,
      session: { language: locale, signedIn: true },
    });
    const field = await screen.findByRole('textbox', { name: label });
    await screen.findByText(new RegExp('1,200'));
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(upTo);
    expect(screen.queryByText(new RegExp(used))).toBeNull();
    expect(api.callsTo('POST /order/setPoint')).toHaveLength(0);

    // The upstream's own refusal (another order spent some meanwhile) says the same.
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, '1000');
    await user.click(screen.getByRole('button', { name: apply }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(upTo);
    expect(alert).not.toHaveTextContent('E060-001');
    expect(screen.queryByText(new RegExp(used))).toBeNull();
  });
});
