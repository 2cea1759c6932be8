import request from 'supertest';
import { pointBalance } from '../checkout/finalize';
import { errorMessages } from '../seed/error-messages';
import { mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

/**
 * The points ledger as a real one keeps it (docs/security.md#points-are-spent-once): points set on
 * a temporary order are checked again when it is committed, so two orders that each took the
 * whole balance cannot both be placed.
 */
type Client = Awaited<ReturnType<typeof mockClient>>;

const memberId = (c: Client) => c.tokens!.user.id;

/** Two ready orders of the signed-in demo buyer, each using the whole point balance. */
const twoOrdersOnTheWholeBalance = async (c: Client, payments: [string, string]) => {
  await c.signIn();
  const balance = pointBalance(c.state, memberId(c), Date.now());
  expect(balance).toBeGreaterThan(0);
  const orders: string[] = [];
  for (const payment of payments) {
    const orderId = await readyTempOrder(c, payment, 5);
    const set = await c.call('order/setPoint', { orderId, use_point_amount: balance });
    expect(set.status).toBe('E000-000');
    orders.push(orderId);
  }
  return { balance, orders };
};

describe('points are spent once', () => {
  it('refuses the second of two orders that each took the whole balance (E060-002)', async () => {
    const c = await mockClient();
    const { orders } = await twoOrdersOnTheWholeBalance(c, ['2', '2']);
    expect((await c.call('order/commit', { orderId: orders[0] })).status).toBe('E000-000');
    const second = await c.call('order/commit', { orderId: orders[1] });
    expect(second.status).toBe('E060-002');
    expect(second.data.errors).toEqual([
      { name: 'use_point_amount', value: 'more than the balance' },
    ]);
    expect(pointBalance(c.state, memberId(c), Date.now())).toBeGreaterThanOrEqual(0);
    expect(c.state.orders.get(memberId(c))).toHaveLength(1);
  });

  it('refuses a card order whose points another order spent while the buyer was at the issuer', async () => {
    const c = await mockClient();
    const { orders } = await twoOrdersOnTheWholeBalance(c, ['1', '2']);
    const card = await c.call('order/commit', { orderId: orders[0] });
    expect(card.data.redirect).toBe(true);
    expect((await c.call('order/commit', { orderId: orders[1] })).status).toBe('E000-000');
    const issuer = new URL(card.data.sbps_authorize_url, 'http://mock');
    await request(c.app)
      .post('/__mock/3ds/authorize')
      .type('form')
      .send({
        transaction: issuer.searchParams.get('transaction'),
        result: 'success',
        number: '4111111111111111',
        expiry: '11/29',
      });
    const after = await c.call('order/commit', {
      orderId: orders[0],
      three_d_secure_context: card.data.three_d_secure_context,
    });
    expect(after.status).toBe('E060-002');
    expect(pointBalance(c.state, memberId(c), Date.now())).toBeGreaterThanOrEqual(0);
  });

  it('has the refusal in both languages of the error table', () => {
    expect(errorMessages.en['E060-002']).toMatch(/another order used them/);
    expect(errorMessages.ja['E060-002']).toMatch(/ほかのご注文でポイントが使われました/);
  });
});
