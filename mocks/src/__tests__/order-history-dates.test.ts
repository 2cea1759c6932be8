import { mockClient } from '../testing/mock-client';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** Three orders around the turn of a month in Japan (15:00 UTC is midnight JST). */
const withOrders = async (): Promise<Client> => {
  const c = await mockClient();
  await c.signIn();
  const order = (order_number: string, ordered_at: string, payment_status = 'captured') => ({
    order_number,
    ordered_at,
    payment_status,
    total_price: 1000,
  });
  c.state.orders.set(c.tokens!.user.id, [
    order('A', '2026-03-31T14:59:59.999Z'), // 31 March, 23:59:59 JST
    order('B', '2026-03-31T15:00:00.000Z'), // 1 April, 00:00 JST
    order('C', '2026-04-30T14:59:00.000Z', 'unpaid'), // 30 April, 23:59 JST
  ]);
  return c;
};

const numbers = async (c: Client, body: object) => {
  const res = await c.call('member/orderHistory/list', body);
  expect(res.status).toBe('E000-000');
  return (res.data.orders as { order_number: string }[]).map((o) => o.order_number);
};

// docs/rules/cart-and-checkout.md#order-history-dates
describe('order history by the days ordered', () => {
  it('takes ordered_at as whole days in Japan, both ends inclusive', async () => {
    const c = await withOrders();
    expect(await numbers(c, { ordered_at: { begin: '2026-04-01' } })).toEqual(['B', 'C']);
    expect(await numbers(c, { ordered_at: { end: '2026-03-31' } })).toEqual(['A']);
    expect(await numbers(c, { ordered_at: { begin: '2026-04-01', end: '2026-04-30' } })).toEqual([
      'B',
      'C',
    ]);
    expect(
      await numbers(c, { ordered_at: { begin: '2026-04-01' }, paymentStatus: ['unpaid'] }),
    ).toEqual(['C']);
  });

  it('reads baseDate as the first day, or the last with endType end', async () => {
    const c = await withOrders();
    expect(await numbers(c, { baseDate: '2026-04-01' })).toEqual(['B', 'C']);
    expect(await numbers(c, { baseDate: '2026-03-31', endType: 'end' })).toEqual(['A']);
  });

  it('refuses a range that ends before it begins, and a day that does not exist', async () => {
    const c = await withOrders();
    const backwards = await c.call('member/orderHistory/list', {
      ordered_at: { begin: '2026-04-02', end: '2026-04-01' },
    });
    expect(backwards.status).not.toBe('E000-000');
    const feb30 = await c.call('member/orderHistory/list', { baseDate: '2026-02-30' });
    expect(feb30.status).not.toBe('E000-000');
  });
});
