// docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods: every product's delivery options
// fit what it is — tea and other food or goods by parcel (cool delivery when chilled or frozen),
// machinery by palletised freight — with the temperature rule (#delivery-by-temperature) kept.
import { categories } from '../seed/categories';
import type { Product } from '../seed/products';
import { mockClient } from '../testing/mock-client';

type Client = Awaited<ReturnType<typeof mockClient>>;
type Offered = { code: string; available: boolean };

const quantityOf = (p: Product) =>
  Math.max(
    1,
    Number(p.custom.moq ?? 1),
    p.item_minimum_purchase ?? 1,
    p.skus[0]?.sku_minimum_purchase ?? 1,
  );

/** Products a cart takes as they are: on sale, in period, no options, stock for the minimum. */
const buyable = (p: Product) =>
  !p.stop_selling &&
  !p.purchase_period_begin &&
  !p.purchase_period_end &&
  !p.option_group_id &&
  (p.item_maximum_purchase ?? Infinity) >= quantityOf(p) &&
  (p.skus[0]?.sku_maximum_purchase ?? Infinity) >= quantityOf(p) &&
  (p.skus[0]?.stock_quantity_infinity || (p.skus[0]?.stock_quantity ?? 0) >= quantityOf(p));

const rootOf = (p: Product) =>
  categories.find((c) => c.code === p.category_codes[0])?.parent_code ?? p.category_codes[0];

/** The methods offered for the first delivery unit of an order of `products`. */
const offeredFor = async (c: Client, ...products: Product[]) => {
  const { cart_code } = (await c.call('cart/create')).data;
  for (const p of products) {
    const added = await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: p.skus[0]!.id } }, order_quantity: quantityOf(p) }],
    });
    expect(added.status).toBe('E000-000');
  }
  const { order } = (await c.call('order/create', { cart_code })).data;
  const selections = await c.call('order/selections/delivery', {
    orderId: order.orderId,
    deliveryUnitNo: 1,
  });
  return {
    orderId: order.orderId as string,
    offered: selections.data.delivery_methods as Offered[],
  };
};

const availableCodes = (offered: Offered[]) =>
  offered.filter((m) => m.available).map((m) => m.code);

describe('delivery methods by kind of goods', () => {
  it('offers every kind of product only methods that fit it', async () => {
    const c = await mockClient();
    const oneOfEachKind = new Map<string, Product>();
    for (const p of c.state.seed.products)
      if (buyable(p) && !oneOfEachKind.has(p.kind)) oneOfEachKind.set(p.kind, p);
    expect(oneOfEachKind.size).toBeGreaterThan(20);
    const misfits: string[] = [];
    for (const [kind, p] of oneOfEachKind) {
      const { offered } = await offeredFor(c, p);
      const codes = offered.map((m) => m.code);
      const usable = availableCodes(offered);
      const machinery = rootOf(p) === 'machines';
      const fits = machinery
        ? codes.join() === 'FREIGHT' && usable.join() === 'FREIGHT'
        : !codes.includes('FREIGHT') &&
          usable.length > 0 &&
          usable.includes(p.custom.temperatureRange === 'dry' ? 'STANDARD' : 'COOL');
      if (!fits) misfits.push(`${kind} (${rootOf(p)}, ${p.custom.temperatureRange}): ${codes}`);
    }
    expect(misfits).toEqual([]);
  });

  it('never sends tea by freight, and sends a machine only by freight', async () => {
    const c = await mockClient();
    const tea = c.state.seed.products.find(
      (p) => buyable(p) && p.category_codes.includes('food-tea'),
    )!;
    const machine = c.state.seed.products.find((p) => buyable(p) && rootOf(p) === 'machines')!;
    const teaOrder = await offeredFor(c, tea);
    expect(teaOrder.offered.map((m) => m.code)).not.toContain('FREIGHT');
    const refused = await c.call('order/setDelivery', {
      orderId: teaOrder.orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: '4' },
    });
    expect(refused.status).not.toBe('E000-000');
    // Tea ordered with a machine rides on its pallet: the shipment goes by freight.
    const together = await offeredFor(c, tea, machine);
    expect(availableCodes(together.offered)).toEqual(['FREIGHT']);
  });
});
