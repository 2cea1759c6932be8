import { pointBalanceResponseSchema, pointHistoryResponseSchema } from '@kakehashi/contracts';
import { errorMessages } from '../seed/error-messages';
import { manualClock, mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

/**
 * docs/rules/cart-and-checkout.md#points: the points an order earns stay unconfirmed until its
 * point campaign's confirm timing (7 days after the order): counted in `unconfirmed_point_amount`,
 * not in `point_amount`, not spendable; a cancelled order's unconfirmed points go away.
 */
type Client = Awaited<ReturnType<typeof mockClient>>;

const DAY_S = 86_400;
/** The demo buyer's seeded, confirmed balance. */
const SEEDED = 1200;

const balanceOf = async (c: Client) =>
  pointBalanceResponseSchema.parse((await c.call('member/point/balance')).data);
const historyOf = async (c: Client) =>
  pointHistoryResponseSchema.parse(
    (await c.call('member/point/history', { offset: 0, limit: 10 })).data,
  );

/** Places a bank-transfer order of 50 pieces and answers its number and the points it earns. */
const placeOrder = async (c: Client) => {
  const orderId = await readyTempOrder(c, '2', 50);
  const earns = (await c.call('order/get', { orderId })).data.order.issue_points;
  const placed = await c.call('order/commit', { orderId });
  expect(placed.status).toBe('E000-000');
  return { number: placed.data.order_number as string, earns };
};

const setPoints = async (c: Client, use_point_amount: number) => {
  const orderId = await readyTempOrder(c, '2', 1);
  return c.call('order/setPoint', { orderId, use_point_amount });
};

describe('points an order earns are unconfirmed until their confirm timing', () => {
  it('keeps them out of the usable balance and checkout until 7 days after the order', async () => {
    const clock = manualClock(Date.UTC(2026, 5, 1, 3));
    const c = await mockClient({ now: clock.now });
    await c.signIn();
    const { number, earns } = await placeOrder(c);
    // The order names the campaign whose timing applies.
    expect(earns.point_campaign.issue_at_order.issue_confirm_timing).toEqual({
      trigger: 'shipped',
      after_days: 7,
    });
    const earned = earns.point_amount as number;
    expect(earned).toBeGreaterThan(0);

    const pending = await balanceOf(c);
    expect(pending.point_amount).toBe(SEEDED);
    expect(pending.unconfirmed_point_amount).toBe(earned);
    // The details say when they are confirmed: usable from 7 days after the order.
    const confirmsAt = '2026-06-08T03:00:00.000Z';
    expect(pending.details.at(-1)).toEqual({
      point_amount: earned,
      usable_period: { begin_at: confirmsAt, end_at: '2028-06-30T14:59:59.999Z' },
    });
    const [line] = (await historyOf(c)).point_histories;
    expect(line).toMatchObject({ order_number: number });
    expect(line?.details[0]?.usable_period?.begin_at).toBe(confirmsAt);

    // Checkout spends only the confirmed balance, refusing more with E060-001.
    const tooMany = await setPoints(c, SEEDED + 1);
    expect(tooMany.status).toBe('E060-001');
    expect(errorMessages.en['E060-001']).toBe('You do not have enough points.');
    expect((await setPoints(c, SEEDED)).status).toBe('E000-000');

    clock.advance(7 * DAY_S - 1);
    await c.signIn();
    expect((await balanceOf(c)).unconfirmed_point_amount).toBe(earned);
    clock.advance(1);
    const confirmed = await balanceOf(c);
    expect(confirmed).toMatchObject({ point_amount: SEEDED + earned, unconfirmed_point_amount: 0 });
    expect(confirmed.details.reduce((s, d) => s + d.point_amount, 0)).toBe(SEEDED + earned);
    expect((await setPoints(c, SEEDED + 1)).status).toBe('E000-000');
  });

  it('takes a cancelled order’s unconfirmed points away', async () => {
    const c = await mockClient();
    await c.signIn();
    const { number } = await placeOrder(c);
    expect((await balanceOf(c)).unconfirmed_point_amount).toBeGreaterThan(0);
    expect((await c.call('order/cancel', { order_number: number })).status).toBe('E000-000');
    const after = await balanceOf(c);
    expect(after).toMatchObject({ point_amount: SEEDED, unconfirmed_point_amount: 0 });
    expect(after.details.reduce((s, d) => s + d.point_amount, 0)).toBe(SEEDED);
    const history = await historyOf(c);
    expect(history.point_histories.some((h) => h.order_number === number)).toBe(false);
  });
});
