import { mockClient } from '../testing/mock-client';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** A temporary order of two of a plain dry product the seed sells to anyone. */
const orderOfTwo = async (c: Client) => {
  const product = c.state.seed.products.find(
    (p) =>
      !p.stop_selling &&
      !p.purchase_period_begin &&
      !p.purchase_period_end &&
      !p.option_group_id &&
      !p.item_minimum_purchase &&
      p.skus[0]?.stock_quantity_infinity &&
      !p.skus[0]?.sku_minimum_purchase &&
      Number(p.custom.moq ?? 1) <= 1,
  )!;
  const { cart_code } = (await c.call('cart/create')).data;
  await c.call('cart/add', {
    cart_code,
    items: [{ item: { skus: { id: product.skus[0]!.id } }, order_quantity: 2 }],
  });
  return (await c.call('order/create', { cart_code })).data.order as {
    guest_purchaser: boolean;
    issue_points: { point_amount: number };
    subtotal: number;
  };
};

// docs/rules/cart-and-checkout.md#points: a guest has no account to earn points into.
describe("a temporary order's points", () => {
  it('are none for a guest', async () => {
    const order = await orderOfTwo(await mockClient());
    expect(order.guest_purchaser).toBe(true);
    expect(order.subtotal).toBeGreaterThanOrEqual(100);
    expect(order.issue_points.point_amount).toBe(0);
  });

  it('are earned by a member', async () => {
    const c = await mockClient();
    await c.signIn();
    const order = await orderOfTwo(c);
    expect(order.guest_purchaser).toBe(false);
    expect(order.issue_points.point_amount).toBeGreaterThan(0);
  });
});
