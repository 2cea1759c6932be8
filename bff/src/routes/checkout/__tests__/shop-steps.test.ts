import { quantityBounds } from '@kakehashi/contracts';
import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';
import { cartWith, orderSecretPattern, party, plainItems, readyOrder } from './support/shop';

/**
 * Every checkout step through the BFF against the real mock (docs/rules/cart-and-checkout.md):
 * the browser never sends or receives the temporary order id, and each refusal is a mapped Result.
 */
const stack = mockAndBffForFile();

describe('cart through the BFF', () => {
  it('refuses a quantity outside the contracts bounds and accepts the bounds themselves', async () => {
    const browser = stack.bff.browser();
    const item = (await plainItems(browser)).find(
      (i) => !i.skus[0]!.stock_quantity_infinity && !i.skus[0]!.sku_maximum_purchase,
    )!;
    const sku = item.skus[0]!;
    const max = Math.min(sku.stock_quantity!, item.item_maximum_purchase ?? Infinity);
    const { cart_code } = (await browser.post('/api/cart/create')).body.data;
    const add = (quantity: number) =>
      browser.post('/api/cart/add', {
        cart_code,
        items: [{ item: { id: item.id, skus: { id: sku.id } }, order_quantity: quantity }],
      });
    const over = await add(max + 1);
    expect(over.body.status).toBe('E030-001');
    // The shop's own refusal reaches the buyer as it is: it names its range in units.
    const { min } = quantityBounds(item, sku);
    expect(over.body.message).toBe(
      `Please choose a quantity between ${min} and ${max}\u00a0units. [E030-001]`,
    );
    await browser.put('/api/language', { language: 'jp' });
    expect((await add(max + 1)).body.message).toBe(
      `数量は${min}個から${max}個の範囲で指定してください。 [E030-001]`,
    );
    await browser.put('/api/language', { language: 'en' });
    expect((await add(max)).body.data.cart.lines[0].order_quantity).toBe(max);
    // Update to 0 removes the line; clear empties the cart.
    const update = await browser.post('/api/cart/update', {
      cart_code,
      items: [{ item: { skus: { id: sku.id } }, order_quantity: 0 }],
    });
    expect(update.body.data.cart.lines).toEqual([]);
  });
});

describe('checkout steps through the BFF', () => {
  it('runs a guest order end to end without the browser ever holding the order id', async () => {
    const browser = stack.bff.browser();
    const [item] = await plainItems(browser);
    // Walk F19: before the order starts the checkout learns there is none to read, and asks
    // order/get only once there is (docs/rules/cart-and-checkout.md#pages).
    expect((await browser.get('/api/checkout/result')).body.data.orderInProgress).toBe(false);
    const created = await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));
    expect((await browser.get('/api/checkout/result')).body.data.orderInProgress).toBe(true);
    expect(JSON.stringify(created.body)).not.toMatch(orderSecretPattern);
    const order = (await browser.post('/api/order/get')).body.data.order;
    expect(order.completed).toMatchObject({ purchaser: true, reciever: true, payment: true });
    expect(JSON.stringify(order)).not.toMatch(orderSecretPattern);

    const commit = await browser.post('/api/order/commit');
    expect(commit.body.status).toBe('E000-000');
    expect(commit.body.data.guest_order_password).toEqual(expect.any(String));
    const result = await browser.get('/api/checkout/result');
    expect(result.body.data).toEqual({
      orderNumber: commit.body.data.order_number,
      guestOrderPassword: commit.body.data.guest_order_password,
      failure: null,
      // Placed: no order is in progress any more.
      orderInProgress: false,
    });
  });

  it('answers E000-410 for an order step when no order is in progress', async () => {
    const browser = stack.bff.browser();
    const res = await browser.post('/api/order/setPurchaser', { purchaser: party });
    expect(res.status).toBe(409);
    expect(res.body.status).toBe('E000-410');
    expect(res.body.message).toMatch(/cart/);
  });

  it('ignores an order id the browser sends and addresses the session order', async () => {
    const browser = stack.bff.browser();
    const [item] = await plainItems(browser);
    await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));
    const before = stack.mock.calls.length;
    await browser.post('/api/order/get', { orderId: 'T1' });
    const forwarded = stack.mock.calls.slice(before).find((c) => c.path === '/order/get');
    expect((forwarded!.body as { orderId: string }).orderId).not.toBe('T1');
  });

  it('offers POST_ delivery only for one line within the post upper limit (docs/rules/cart-and-checkout.md)', async () => {
    const browser = stack.bff.browser();
    const items = await plainItems(browser);
    const postable = items.find((i) => (i.custom.postUpperLimit ?? 0) >= 1)!;
    const other = items.find((i) => i.id !== postable.id)!;
    const codes = async (skus: { id: string; quantity?: number }[]) => {
      await browser.post('/api/order/create', { cart_code: await cartWith(browser, skus) });
      const res = await browser.post('/api/order/selections/delivery', { deliveryUnitNo: 1 });
      return (res.body.data.delivery_methods as { code: string }[]).map((m) => m.code);
    };
    expect(await codes([{ id: postable.skus[0]!.id }])).toContain('POST_MAIL');
    const limit = postable.custom.postUpperLimit!;
    const overLimit = await codes([{ id: postable.skus[0]!.id, quantity: limit + 1 }]);
    expect(overLimit).not.toContain('POST_MAIL');
    const twoLines = await codes([{ id: postable.skus[0]!.id }, { id: other.skus[0]!.id }]);
    expect(twoLines).not.toContain('POST_MAIL');
    const refused = await browser.post('/api/order/setDelivery', {
      deliveryUnitNo: 1,
      deliveryMethod: { id: '3' },
    });
    expect(refused.body.status).toBe('E000-010');
  });

  it('refuses a delivery day the method does not offer, however it is written, and keeps the order as it was', async () => {
    // docs/rules/cart-and-checkout.md#delivery-dates: only a listed day is taken; a browser that
    // writes its own (past, far, malformed, or a day of another method) changes nothing.
    const browser = stack.bff.browser();
    const [item] = await plainItems(browser);
    await browser.post('/api/order/create', {
      cart_code: await cartWith(browser, [{ id: item!.skus[0]!.id }]),
    });
    const methods = (await browser.post('/api/order/selections/delivery', { deliveryUnitNo: 1 }))
      .body.data.delivery_methods as {
      id: string;
      code: string;
      delivery_date_selections: string[];
    }[];
    const standard = methods.find((m) => m.code === 'STANDARD')!;
    const offered = standard.delivery_date_selections;
    expect(offered.length).toBeGreaterThan(0);
    const set = (delivery_date: string) =>
      browser.post('/api/order/setDelivery', {
        deliveryUnitNo: 1,
        deliveryMethod: { id: standard.id, delivery_date },
      });
    const dayBefore = new Date(Date.parse(`${offered[0]}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const forged of [dayBefore, '2099-12-31', '2026-02-30', 'tomorrow', `${offered[0]} `]) {
      const refused = await set(forged);
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe('E000-010');
    }
    const order = (await browser.post('/api/order/get')).body.data.order;
    expect(order.delivery_units[0].delivery_method).toBeNull();
    const taken = await set(offered[2]!);
    expect(taken.body.status).toBe('E000-000');
    expect(taken.body.data.order.delivery_units[0].delivery_method.delivery_date).toBe(offered[2]);
  });

  it('maps the four coupon refusals and applies an issued coupon and points', async () => {
    const guest = stack.bff.browser();
    const [item] = await plainItems(guest);
    await readyOrder(guest, await cartWith(guest, [{ id: item!.skus[0]!.id, quantity: 3 }]));
    const membersOnly = await guest.post('/api/order/setCoupon', {
      issuedCoupons: [{ secret: 'WELCOME10' }],
    });
    expect(membersOnly.body.status).toBe('E050-004');

    const buyer = stack.bff.browser();
    await signIn(buyer);
    const issue = (secret: string) =>
      buyer.post('/api/member/coupons/issue', { coupon_secret: secret });
    expect((await issue('EXPIRED5')).body.status).toBe('E050-005'); // expired: says why
    expect((await issue('SOLDOUT20')).body.status).toBe('E050-002');
    const issued = await issue('WELCOME10');
    expect(issued.body.status).toBe('E000-000');
    expect((await issue('WELCOME10')).body.status).toBe('E050-003');

    await readyOrder(buyer, await cartWith(buyer, [{ id: item!.skus[0]!.id, quantity: 3 }]));
    const secret = issued.body.data.issued_coupon.secret as string;
    const withCoupon = await buyer.post('/api/order/setCoupon', { issuedCoupons: [{ secret }] });
    expect(withCoupon.body.data.order.issued_coupons[0].discount_amount).toBeGreaterThan(0);
    const tooMany = await buyer.post('/api/order/setPoint', { use_point_amount: 10_000_000 });
    expect(tooMany.body.status).toBe('E060-001');
    const points = await buyer.post('/api/order/setPoint', { use_point_amount: 100 });
    expect(points.body.data.order.use_point_amount).toBe(100);
    expect((await buyer.post('/api/order/confirmPoint')).body.status).toBe('E000-000');
  });

  it('commits once when "Place order" is pressed twice at the same time', async () => {
    const buyer = stack.bff.browser();
    await signIn(buyer);
    const [item] = await plainItems(buyer);
    await readyOrder(buyer, await cartWith(buyer, [{ id: item!.skus[0]!.id }]));
    const commits = stack.mock.count('/order/commit');
    const answers = await Promise.all([
      buyer.post('/api/order/commit'),
      buyer.post('/api/order/commit'),
    ]);
    const statuses = answers.map((a) => a.body.status).sort();
    expect(statuses[0]).toBe('E000-000');
    // In flight together: E000-409; the second after the first answered: the same order again.
    expect(['E000-000', 'E000-409']).toContain(statuses[1]);
    const numbers = answers.filter((a) => a.body.status === 'E000-000');
    expect(new Set(numbers.map((a) => a.body.data.order_number)).size).toBe(1);
    expect(stack.mock.count('/order/commit') - commits).toBe(1);
  });
});
