import { pointBalanceResponseSchema } from '@kakehashi/contracts';
import { pointLots } from '../state/point-lots';
import { mockClient } from '../testing/mock-client';

// docs/rules/cart-and-checkout.md#points: what expires when.
describe('points by when they expire', () => {
  it('keeps each grant 24 months, to the end of that month in Japan time, oldest spent first', () => {
    const lots = pointLots(
      [
        { occurred_at: '2025-07-01T00:00:00.000Z', amount: 1000 },
        // 2025-09-30 20:00 UTC is already 1 October in Japan: its lot ends in October 2027.
        { occurred_at: '2025-09-30T20:00:00.000Z', amount: 500 },
        { occurred_at: '2025-10-01T00:00:00.000Z', amount: -300 },
        { occurred_at: '2025-11-01T00:00:00.000Z', amount: -800 },
      ],
      Date.UTC(2026, 0, 1),
    );
    expect(lots).toEqual([
      {
        point_amount: 400,
        usable_period: {
          begin_at: '2025-09-30T20:00:00.000Z',
          end_at: '2027-10-31T14:59:59.999Z',
        },
      },
    ]);
  });

  it('answers the demo buyer’s balance as details that add up to it', async () => {
    const c = await mockClient();
    await c.signIn();
    const balance = pointBalanceResponseSchema.parse((await c.call('member/point/balance')).data);
    expect(balance.details.length).toBeGreaterThan(0);
    expect(balance.details.reduce((s, d) => s + d.point_amount, 0)).toBe(balance.point_amount);
    const ends = balance.details.map((d) => d.usable_period?.end_at ?? '');
    expect([...ends].sort()).toEqual(ends);
    expect(ends.every((end) => end.endsWith('T14:59:59.999Z'))).toBe(true);
  });
});
