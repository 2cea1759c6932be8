import { mockAndBffForFile } from '../../../__tests__/support/stack';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/rules/cart-and-checkout.md#points: a guest has no balance, so a guest's order neither uses
 * points nor asks for any to be issued. The upstream counts the points an order would earn even
 * for a guest (`issue_points` in its answer); nothing the gateway sends asks for them, the
 * point steps are a member's, and the mock credits them to no one.
 */
const stack = mockAndBffForFile();

describe('a guest’s order and points', () => {
  it('sends the upstream no point field and is credited no points', async () => {
    const browser = stack.bff.browser();
    const [item] = await plainItems(browser);
    const from = stack.mock.calls.length;
    await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));

    // The point steps are a member's: refused here, before the upstream.
    for (const step of ['order/setPoint', 'order/confirmPoint']) {
      const res = await browser.post(`/api/${step}`, { use_point_amount: 100 });
      expect(res.status).toBe(401);
      expect(res.body.status).toBe('E028-901');
    }
    const placed = await browser.post('/api/order/commit');
    expect(placed.body.status).toBe('E000-000');
    const sent = stack.mock.calls.slice(from);
    expect(sent.map((call) => call.path)).not.toContain('/order/setPoint');
    expect(sent.map((call) => call.path)).not.toContain('/order/confirmPoint');
    for (const call of sent) expect(JSON.stringify(call.body ?? {})).not.toMatch(/point/i);

    // Placed as a guest's, and no ledger holds its points.
    const number = placed.body.data.order_number as string;
    expect(stack.mock.state.ordersByNumber.get(number)?.userId).toBeNull();
    const credited = [...stack.mock.state.points.values()]
      .flat()
      .filter((entry) => entry.order_number === number);
    expect(credited).toEqual([]);
  });
});
