import { mockAndBffForFile, type Browser } from '../../../__tests__/support/stack';

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds and #delivery-by-temperature through the BFF
 * against the real mock: a line below the MOQ is refused by the BFF before anything reaches the
 * upstream, in the buyer's language; frozen goods cannot be sent by ambient delivery.
 */
const stack = mockAndBffForFile();

type Listed = {
  id: string;
  option_group_id: string | null;
  item_minimum_purchase: number | null;
  custom: { moq?: number | null; temperatureRange?: string };
  skus: { id: string; stock_quantity_infinity: boolean; sku_minimum_purchase: number | null }[];
};

const listed = async (browser: Browser, filterOptions: string): Promise<Listed[]> => {
  const res = await browser.post('/api/items/list', {
    sellingStatus: 'on_sale',
    limit: 100,
    filterOptions,
    requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
  });
  return (res.body.data.items as Listed[]).filter(
    (i) =>
      !i.option_group_id &&
      !i.item_minimum_purchase &&
      i.skus[0]?.stock_quantity_infinity &&
      !i.skus[0]?.sku_minimum_purchase,
  );
};

const newCart = async (browser: Browser) =>
  (await browser.post('/api/cart/create')).body.data.cart_code as string;

const line = (item: Listed, quantity: number, withItem = true) => ({
  item: { ...(withItem ? { id: item.id } : {}), skus: { id: item.skus[0]!.id } },
  order_quantity: quantity,
});

const upstreamCartWrites = () =>
  stack.bff.upstreamCalls.filter((n) => n === 'cart/add' || n === 'cart/update').length;

describe('the MOQ through the BFF', () => {
  it('refuses 1 of an MOQ-100 product with a 400 field error, without calling cart/add', async () => {
    const browser = stack.bff.browser();
    const [item] = await listed(browser, 'moq:custom.moq:=:100:and:false');
    expect(item).toBeDefined();
    const cart_code = await newCart(browser);
    const writes = upstreamCartWrites();
    const below = await browser.post('/api/cart/add', { cart_code, items: [line(item!, 1)] });
    expect(below.status).toBe(400);
    expect(below.body.status).toBe('E000-400');
    expect(below.body.errors).toEqual([
      {
        name: 'items.0.order_quantity',
        value:
          'The minimum order quantity (MOQ) for this product is 100\u00a0units. Please order at least 100\u00a0units.',
      },
    ]);
    expect(upstreamCartWrites()).toBe(writes);
    const at = await browser.post('/api/cart/add', { cart_code, items: [line(item!, 100)] });
    expect(at.body.status).toBe('E000-000');
    // Adding one more to the 100 already there is fine: the line holds 101.
    const more = await browser.post('/api/cart/add', { cart_code, items: [line(item!, 1)] });
    expect(more.body.data.cart.lines[0].order_quantity).toBe(101);
  });

  it('refuses lowering a line below the MOQ in the page language, and removing it is fine', async () => {
    const browser = stack.bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    const [item] = await listed(browser, 'moq:custom.moq:=:100:and:false');
    const cart_code = await newCart(browser);
    await browser.post('/api/cart/add', { cart_code, items: [line(item!, 100)] });
    const lowered = await browser.post('/api/cart/update', {
      cart_code,
      items: [line(item!, 5, false)],
    });
    expect(lowered.status).toBe(400);
    expect(lowered.body.errors[0].value).toBe(
      'この商品の最小発注数量（MOQ）は100個です。100個以上でご注文ください。',
    );
    const removed = await browser.post('/api/cart/update', {
      cart_code,
      items: [line(item!, 0, false)],
    });
    expect(removed.body.data.cart.lines).toEqual([]);
  });

  it('refuses a new line that does not name its product, and one naming another product', async () => {
    const browser = stack.bff.browser();
    const [a] = await listed(browser, 'moq:custom.moq:<=:1:and:true');
    const [b] = await listed(browser, 'moq:custom.moq:=:100:and:false');
    const cart_code = await newCart(browser);
    const unnamed = await browser.post('/api/cart/add', { cart_code, items: [line(a!, 1, false)] });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors[0].name).toBe('items.0.item.id');
    const wrong = await browser.post('/api/cart/add', {
      cart_code,
      items: [{ item: { id: b!.id, skus: { id: a!.skus[0]!.id } }, order_quantity: 1 }],
    });
    expect(wrong.status).toBe(400);
    expect(
      (await browser.post('/api/cart/add', { cart_code, items: [line(a!, 1)] })).body.status,
    ).toBe('E000-000');
  });
});

describe('the most per order, with what the cart holds', () => {
  // P100029: MOQ 24, at most 49 per order (its SKU's maximum purchase), 451 in stock.
  const capped = (quantity: number) => ({
    item: { id: '100029', skus: { id: '10002901' } },
    order_quantity: quantity,
  });

  it('refuses 49 added to the 24 in the cart by saying how many more fit, not "between 24 and 49"', async () => {
    const browser = stack.bff.browser();
    const cart_code = await newCart(browser);
    await browser.post('/api/cart/add', { cart_code, items: [capped(24)] });
    const writes = upstreamCartWrites();
    const over = await browser.post('/api/cart/add', { cart_code, items: [capped(49)] });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      {
        name: 'items.0.order_quantity',
        value:
          'Your cart already holds 24\u00a0units of this item and you can order at most 49\u00a0units, so you can add up to 25\u00a0units more.',
      },
    ]);
    expect(upstreamCartWrites()).toBe(writes);
    const room = await browser.post('/api/cart/add', { cart_code, items: [capped(25)] });
    expect(room.body.data.cart.lines[0].order_quantity).toBe(49);
    await browser.put('/api/language', { language: 'jp' });
    const full = await browser.post('/api/cart/add', { cart_code, items: [capped(24)] });
    expect(full.body.errors[0].value).toBe(
      'カートにこの商品がすでに49個入っており、ご注文いただける上限（49個）です。これ以上は追加できません。',
    );
  });
});

describe('delivery by temperature through the BFF', () => {
  it('refuses standard delivery for frozen goods with the shop’s message, and takes cool delivery', async () => {
    const browser = stack.bff.browser();
    const [frozen] = await listed(browser, 'cold:custom.temperatureRange:=:frozen:and:false');
    expect(frozen).toBeDefined();
    const cart_code = await newCart(browser);
    await browser.post('/api/cart/add', {
      cart_code,
      items: [line(frozen!, frozen!.custom.moq ?? 1)],
    });
    expect((await browser.post('/api/order/create', { cart_code })).body.status).toBe('E000-000');
    const choices = await browser.post('/api/order/selections/delivery', { deliveryUnitNo: 1 });
    const standard = choices.body.data.delivery_methods.find(
      (m: { code: string }) => m.code === 'STANDARD',
    );
    expect(standard).toMatchObject({ available: false, unavailable_reason: 'frozen' });
    const refused = await browser.post('/api/order/setDelivery', {
      deliveryUnitNo: 1,
      deliveryMethod: { id: '1' },
    });
    expect(refused.body.status).toBe('E040-003');
    expect(refused.body.message).toMatch(/^Frozen or chilled goods cannot travel/);
    const cool = await browser.post('/api/order/setDelivery', {
      deliveryUnitNo: 1,
      deliveryMethod: { id: '2' },
    });
    expect(cool.body.status).toBe('E000-000');
    // A cash-on-delivery fee is in the total once that payment is chosen.
    const bank = await browser.post('/api/order/setPayment', { paymentProfile: { id: '2' } });
    const cod = await browser.post('/api/order/setPayment', { paymentProfile: { id: '3' } });
    expect(cod.body.data.order.total_price).toBe(bank.body.data.order.total_price + 330);
  });
});
