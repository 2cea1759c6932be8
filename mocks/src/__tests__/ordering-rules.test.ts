// The B2B ordering rules the mock enforces as the shop system would
// (docs/rules/cart-and-checkout.md#quantity-bounds, #delivery-by-temperature, #order-taxes).
import type { Product } from '../seed/products';
import { mockClient } from '../testing/mock-client';
import { testParty as party } from '../testing/shop-order';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** A purchasable product without options or other minimums; `predicate` narrows it. */
const product = (c: Client, predicate: (p: Product) => boolean): Product =>
  c.state.seed.products.find(
    (p) =>
      !p.stop_selling &&
      !p.purchase_period_begin &&
      !p.purchase_period_end &&
      !p.option_group_id &&
      !p.item_minimum_purchase &&
      !p.item_maximum_purchase &&
      p.skus[0]?.stock_quantity_infinity &&
      !p.skus[0]?.sku_minimum_purchase &&
      !p.skus[0]?.sku_maximum_purchase &&
      predicate(p),
  )!;

const orderOf = async (c: Client, p: Product, quantity = Number(p.custom.moq ?? 1)) => {
  const { cart_code } = (await c.call('cart/create')).data;
  const added = await c.call('cart/add', {
    cart_code,
    items: [{ item: { skus: { id: p.skus[0]!.id } }, order_quantity: quantity }],
  });
  expect(added.status).toBe('E000-000');
  return (await c.call('order/create', { cart_code })).data.order as { orderId: string };
};

describe('minimum order quantity (custom.moq)', () => {
  it('refuses a line below the MOQ on add and update with its own code, and takes the MOQ', async () => {
    const c = await mockClient();
    const p = product(c, (x) => x.custom.moq === 100 && x.skus[0]!.stock_quantity_infinity);
    const sku = p.skus[0]!.id;
    const { cart_code } = (await c.call('cart/create')).data;
    const below = await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 1 }],
    });
    expect(below.status).toBe('E030-004');
    expect(below.data.placeholders).toEqual([100, 100]);
    const at = await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 100 }],
    });
    expect(at.status).toBe('E000-000');
    expect(at.data.cart.lines[0].item.custom.moq).toBe(100);
    const lowered = await c.call('cart/update', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 99 }],
    });
    expect(lowered.status).toBe('E030-004');
    // Removing the line (0) is always allowed.
    const removed = await c.call('cart/update', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 0 }],
    });
    expect(removed.data.cart.lines).toEqual([]);
  });

  it('lists the MOQ message in both languages', async () => {
    const c = await mockClient();
    const tables = (await c.call('site/get')).data.error_messages as Record<
      'ja' | 'en',
      Record<string, string>
    >;
    // With the unit, as the BFF's own refusal says it (one name for the MOQ, never 最小ロット).
    expect(tables.ja['E030-004']).toBe(
      'この商品の最小発注数量（MOQ）は{}個です。{}個以上でご注文ください。',
    );
    expect(tables.en['E030-004']).toBe(
      'The minimum order quantity (MOQ) for this product is {}\u00a0units. Please order at least {}\u00a0units.',
    );
    expect(tables.ja['E040-003']).toContain('クール便');
    expect(tables.en['E040-003']).toContain('refrigerated delivery');
  });
});

describe('delivery by transport temperature', () => {
  it('refuses ambient delivery for frozen goods and marks it in the unit’s selections', async () => {
    const c = await mockClient();
    const frozen = product(c, (p) => p.custom.temperatureRange === 'frozen');
    const order = await orderOf(c, frozen);
    const selections = (
      await c.call('order/selections/delivery', { orderId: order.orderId, deliveryUnitNo: 1 })
    ).data.delivery_methods as { code: string; available: boolean; unavailable_reason: string }[];
    expect(selections.find((m) => m.code === 'STANDARD')).toMatchObject({
      available: false,
      unavailable_reason: 'frozen',
    });
    expect(selections.find((m) => m.code === 'COOL')?.available).toBe(true);
    const refused = await c.call('order/setDelivery', {
      orderId: order.orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: '1' },
    });
    expect(refused.status).toBe('E040-003');
    const cool = await c.call('order/setDelivery', {
      orderId: order.orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: '2' },
    });
    expect(cool.status).toBe('E000-000');
    expect(cool.data.order.completed.delivery).toBe(true);
  });

  it('ships goods without a transport temperature with the dry goods, as the rule reads them', async () => {
    const c = await mockClient();
    const dry = product(c, (p) => p.custom.temperatureRange === 'dry');
    const unset = { ...dry, custom: { ...dry.custom, temperatureRange: undefined } };
    c.state.seed.products[c.state.seed.products.indexOf(dry)] = unset;
    try {
      const order = await orderOf(c, unset);
      const view = (await c.call('order/get', { orderId: order.orderId })).data.order as {
        delivery_units: { temperature_class: string }[];
      };
      expect(view.delivery_units.map((u) => u.temperature_class)).toEqual(['dry']);
      const set = await c.call('order/setDelivery', {
        orderId: order.orderId,
        deliveryUnitNo: 1,
        deliveryMethod: { id: '1' },
      });
      expect(set.status).toBe('E000-000');
    } finally {
      c.state.seed.products[c.state.seed.products.indexOf(unset)] = dry;
    }
  });

  it('sends dry goods by standard delivery', async () => {
    const c = await mockClient();
    const dry = product(c, (p) => p.custom.temperatureRange === 'dry');
    const order = await orderOf(c, dry);
    const set = await c.call('order/setDelivery', {
      orderId: order.orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: '1' },
    });
    expect(set.status).toBe('E000-000');
  });
});

describe('fees and taxes in the order total', () => {
  it('adds the cash-on-delivery fee to the total and recomputes the tax after discounts', async () => {
    const c = await mockClient();
    const dry = product(c, (p) => p.custom.temperatureRange === 'dry' && p.tax_rate === 8);
    const order = await orderOf(c, dry);
    const { orderId } = order;
    await c.call('order/setPurchaser', { orderId, purchaser: party });
    await c.call('order/setReciever', { orderId, reciever: party });
    await c.call('order/setDelivery', { orderId, deliveryUnitNo: 1, deliveryMethod: { id: '1' } });
    const bank = (await c.call('order/setPayment', { orderId, paymentProfile: { id: '2' } })).data
      .order;
    const cod = (await c.call('order/setPayment', { orderId, paymentProfile: { id: '3' } })).data
      .order;
    expect(cod.total_price).toBe(bank.total_price + 330);
    const rate = (o: typeof cod, r: number) =>
      (o.taxes as { tax_rate: number; price_tax_included: number; tax: number }[]).find(
        (t) => t.tax_rate === r,
      );
    // The fees are taxed at 10 %; the goods' 8 % part is what the total holds for them.
    const delivery = cod.delivery_units[0].delivery_method.delivery_fee as number;
    expect(rate(cod, 10)?.price_tax_included).toBe(delivery + 330);
    expect(rate(cod, 8)?.price_tax_included).toBe(cod.total_price - delivery - 330);
    expect(rate(cod, 8)?.tax).toBe(Math.floor(((cod.total_price - delivery - 330) * 8) / 108));
  });
});

describe('mails', () => {
  it('confirms an order with its lines, fees, total and tax', async () => {
    const c = await mockClient();
    await c.signIn();
    const dry = product(c, (p) => p.custom.temperatureRange === 'dry');
    const { orderId } = await orderOf(c, dry);
    await c.call('order/setPurchaser', { orderId, purchaser: party });
    await c.call('order/setReciever', { orderId, reciever: party });
    await c.call('order/setDelivery', { orderId, deliveryUnitNo: 1, deliveryMethod: { id: '1' } });
    await c.call('order/setPayment', { orderId, paymentProfile: { id: '3' } });
    const order = (await c.call('order/get', { orderId })).data.order;
    const commit = await c.call('order/commit', { orderId });
    const mail = (await c.outbox('buyer@example.com')).find((m) =>
      m.subject.includes(commit.data.order_number),
    )!;
    // The commit asked in English (no Accept-Language: the mock's default): an English mail.
    expect(mail.text).toContain(`${dry.name_en} (${dry.code}) × ${Number(dry.custom.moq ?? 1)}`);
    expect(mail.text).toContain('Payment fee: ¥330');
    expect(mail.text).toContain(`Total (tax incl.): ¥${order.total_price.toLocaleString('en')}`);
    expect(mail.text).toMatch(/of which tax \(\d+%\): ¥[\d,]+/);
    expect(mail.text).toContain('Deliver to: Alex Morgan 〒1000005 東京都千代田区1-1-1');
    expect(mail.text).not.toContain(dry.name);
  });

  it('names a request by its kind, not by an internal tag', async () => {
    const c = await mockClient();
    await c.signIn();
    await c.call('inquiries/put', {
      type: 'ask_product',
      title: 'Shipping to Milan',
      name: 'Alex',
      email: 'buyer@example.com',
      text: 'Hello',
      item_id: c.state.seed.products[0]!.id,
    });
    const [mail] = await c.outbox('buyer@example.com');
    expect(mail?.text).toContain('Request: Question about a product');
    expect(mail?.text).not.toContain('商品へのお問い合わせ');
    expect(mail?.text).not.toMatch(/\[(ask|bizmtg)_/);
  });
});
