import request from 'supertest';
import type { findProduct } from '../seed/lookup';
import { mockClient } from '../testing/mock-client';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** A dry, purchasable, in-stock product without options or minimums, picked from the seed. */
const simpleSku = (
  c: Client,
  predicate: (p: NonNullable<ReturnType<typeof findProduct>>) => boolean = () => true,
): string => {
  const p = c.state.seed.products.find(
    (x) =>
      !x.stop_selling &&
      !x.purchase_period_begin &&
      !x.purchase_period_end &&
      !x.option_group_id &&
      !x.item_minimum_purchase &&
      x.skus[0]?.stock_quantity_infinity &&
      !x.skus[0]?.sku_minimum_purchase &&
      !x.skus[0]?.sku_maximum_purchase &&
      Number(x.custom.moq ?? 1) <= 1 &&
      predicate(x),
  );
  return p!.skus[0]!.id;
};

const party = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};

const readyOrder = async (c: Client, payment = '1') => {
  const { cart_code } = (await c.call('cart/create')).data;
  const sku = simpleSku(c, (p) => p.custom.temperatureRange === 'dry');
  expect(
    (
      await c.call('cart/add', {
        cart_code,
        items: [{ item: { skus: { id: sku } }, order_quantity: 2 }],
      })
    ).status,
  ).toBe('E000-000');
  const { order } = (await c.call('order/create', { cart_code })).data;
  await c.call('order/setPurchaser', { orderId: order.orderId, purchaser: party });
  await c.call('order/setReciever', { orderId: order.orderId, reciever: party });
  await c.call('order/setDelivery', {
    orderId: order.orderId,
    deliveryUnitNo: 1,
    deliveryMethod: { id: '1' },
  });
  await c.call('order/setPayment', { orderId: order.orderId, paymentProfile: { id: payment } });
  return { orderId: order.orderId as string, cart_code: cart_code as string };
};

describe('cart', () => {
  it('adds, sums, updates to zero (removes) and totals lines', async () => {
    const c = await mockClient();
    const { cart_code } = (await c.call('cart/create')).data;
    const sku = simpleSku(c);
    await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 1 }],
    });
    const added = await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 2 }],
    });
    expect(added.data.cart.lines[0].order_quantity).toBe(3);
    expect(added.data.cart.total_price).toBeGreaterThan(0);
    const removed = await c.call('cart/update', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 0 }],
    });
    expect(removed.data.cart.lines).toEqual([]);
  });

  it('refuses quantities outside the bounds, sold-out skus and unknown options', async () => {
    const c = await mockClient();
    const { cart_code } = (await c.call('cart/create')).data;
    expect(
      (
        await c.call('cart/add', {
          cart_code,
          items: [{ item: { skus: { id: simpleSku(c) } }, order_quantity: 1000 }],
        })
      ).status,
    ).toBe('E030-001');
    const soldOut = c.state.seed.products.find((p) => p.skus[0]?.stock_quantity === 0)!;
    expect(
      (
        await c.call('cart/add', {
          cart_code,
          items: [{ item: { skus: { id: soldOut.skus[0]!.id } }, order_quantity: 1 }],
        })
      ).status,
    ).toBe('E030-002');
    const gift = c.state.seed.products.find(
      (p) =>
        p.option_group_id &&
        !p.stop_selling &&
        !p.purchase_period_begin &&
        !p.purchase_period_end &&
        p.skus[0]?.stock_quantity_infinity &&
        !p.item_minimum_purchase &&
        !p.skus[0]?.sku_minimum_purchase &&
        Number(p.custom.moq ?? 1) <= 1,
    )!;
    const withOption = await c.call('cart/add', {
      cart_code,
      items: [
        {
          item: { skus: { id: gift.skus[0]!.id } },
          order_quantity: 1,
          options: [{ item_option_id: 'wrap', selects: [{ id: 'premium' }] }],
        },
      ],
    });
    expect(withOption.data.cart.lines[0].sell_price_tax_included).toBe(
      gift.skus[0]!.price_tax_included + 880,
    );
    const bad = await c.call('cart/add', {
      cart_code,
      items: [
        {
          item: { skus: { id: gift.skus[0]!.id } },
          order_quantity: 1,
          options: [{ item_option_id: 'wrap', selects: [{ id: 'gold' }] }],
        },
      ],
    });
    expect(bad.status).toBe('E000-010');
  });
});

describe('order', () => {
  it('commits a bank-transfer order into the member history and mails a confirmation', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderId } = await readyOrder(c, '2');
    const commit = await c.call('order/commit', { orderId });
    expect(commit.data.order_number).toMatch(/^KK\d{8}$/);
    const history = await c.call('member/orderHistory/list');
    expect(history.data.orders[0].order_number).toBe(commit.data.order_number);
    // The list carries each order's lines with their items, as the detail does: the history
    // rows name what was ordered (web order-products).
    const detail = await c.call('member/orderHistory/get', {
      order_number: commit.data.order_number,
    });
    expect(history.data.orders[0].delivery_units).toEqual(detail.data.order.delivery_units);
    expect(history.data.orders[0].delivery_units[0].lines[0].item.name).toEqual(expect.any(String));
    expect(
      (await c.outbox('buyer@example.com')).some((m) =>
        m.subject.includes(commit.data.order_number),
      ),
    ).toBe(true);
    expect((await c.call('order/commit', { orderId })).status).toBe('E040-002');
    expect(
      (await c.call('order/cancel', { order_number: commit.data.order_number })).data.order
        .payment_status,
    ).toBe('canceled');
  });

  it('refuses to commit an order with missing steps, naming them', async () => {
    const c = await mockClient();
    const { cart_code } = (await c.call('cart/create')).data;
    await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: simpleSku(c) } }, order_quantity: 1 }],
    });
    const { order } = (await c.call('order/create', { cart_code })).data;
    const res = await c.call('order/commit', { orderId: order.orderId });
    expect(res.status).toBe('E040-001');
    expect(res.data.errors.map((e: { name: string }) => e.name)).toEqual([
      'purchaser',
      'reciever',
      'delivery',
      'payment',
    ]);
  });

  it('offers POST_ delivery only for a single line within the post upper limit', async () => {
    const c = await mockClient();
    const { cart_code } = (await c.call('cart/create')).data;
    await c.call('cart/add', {
      cart_code,
      items: [
        {
          item: { skus: { id: simpleSku(c, (p) => Number(p.custom.postUpperLimit) >= 1) } },
          order_quantity: 1,
        },
      ],
    });
    const { order } = (await c.call('order/create', { cart_code })).data;
    const codes = (
      await c.call('order/selections/delivery', { orderId: order.orderId })
    ).data.delivery_methods.map((m: { code: string }) => m.code);
    expect(codes).toContain('POST_MAIL');
    await c.call('cart/add', {
      cart_code,
      items: [
        {
          item: { skus: { id: simpleSku(c, (p) => p.custom.postUpperLimit === null) } },
          order_quantity: 1,
        },
      ],
    });
    const after = (
      await c.call('order/selections/delivery', { orderId: order.orderId })
    ).data.delivery_methods.map((m: { code: string }) => m.code);
    expect(after).not.toContain('POST_MAIL');
  });

  it.each([
    ['success', 'E000-000'],
    ['error', 'E070-001'],
    ['cancel', 'E070-002'],
  ])('completes a card payment through the simulated issuer page: %s', async (result, status) => {
    const c = await mockClient();
    await c.signIn();
    const { orderId } = await readyOrder(c, '1');
    const first = await c.call('order/commit', {
      orderId,
      return_url: 'http://localhost:3000/api/order/return',
    });
    expect(first.data.redirect).toBe(true);
    const url = new URL(first.data.sbps_authorize_url, 'http://mock');
    const pageRes = await request(c.app).get(url.pathname + url.search);
    expect(pageRes.text).toContain('Mock card issuer');
    const back = await request(c.app)
      .post('/__mock/3ds/authorize')
      .type('form')
      .send({
        transaction: url.searchParams.get('transaction'),
        result,
        number: '4111111111111111',
        expiry: '11/29',
      });
    expect(back.status).toBe(303);
    const target = new URL(back.headers.location!);
    expect(target.searchParams.get('status')).toBe(result);
    expect(target.searchParams.get('context')).toBe(first.data.three_d_secure_context);
    const second = await c.call('order/commit', {
      orderId,
      three_d_secure_context: first.data.three_d_secure_context,
    });
    expect(second.status).toBe(status);
    if (result === 'success') expect(second.data.order_number).toBe(first.data.order_number);
  });

  it('applies an issued coupon and points to the total', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderId } = await readyOrder(c, '2');
    const before = (await c.call('order/get', { orderId })).data.order.total_price;
    const issued = await c.call('member/coupons/issue', { coupon_secret: 'SAVE1000' });
    await c.call('order/setCoupon', {
      orderId,
      issuedCoupons: [{ secret: issued.data.issued_coupon.secret }],
    });
    const withPoints = await c.call('order/setPoint', { orderId, use_point_amount: 100 });
    expect(withPoints.data.order.total_price).toBe(before - 1000 - 100);
    expect((await c.call('order/setPoint', { orderId, use_point_amount: 99999 })).status).toBe(
      'E060-001',
    );
  });
});
