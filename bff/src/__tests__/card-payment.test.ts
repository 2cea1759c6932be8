import request from 'supertest';
import { createSessionRepository } from '../session/session-repository';
import { signIn, type Browser, mockAndBffForFile } from './support/stack';

/**
 * card-payment return, end to end against the real mock
 * (docs/rules/cart-and-checkout.md#3-d-secure-return): commit answers a 3-D Secure redirect, the
 * buyer passes the issuer page, the return is verified by the BFF, which posts OK to the
 * authorization address and commits, yielding the order number.
 */
const stack = mockAndBffForFile();

const party = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};

type ListedItem = {
  option_group_id: string | null;
  custom: { temperatureRange?: string };
  skus: { id: string; stock_quantity_infinity: boolean; sku_minimum_purchase: number | null }[];
};

/** A signed-in buyer with a card order ready to commit; returns the commit answer. */
const commitCardOrder = async (browser: Browser) => {
  await signIn(browser);
  const items = await browser.post('/api/items/list', {
    sellingStatus: 'on_sale',
    filterOptions: 'min:item_minimum_purchase:=::and:true',
    limit: 40,
    requestFields: ['option_group_id', 'custom'],
  });
  const item = (items.body.data.items as ListedItem[]).find(
    (i) =>
      !i.option_group_id &&
      i.custom.temperatureRange === 'dry' &&
      i.skus[0]?.stock_quantity_infinity &&
      !i.skus[0]?.sku_minimum_purchase,
  )!;
  const { cart_code } = (await browser.post('/api/cart/create')).body.data;
  await browser.post('/api/cart/add', {
    cart_code,
    items: [{ item: { skus: { id: item.skus[0]!.id } }, order_quantity: 1 }],
  });
  const { orderId } = (await browser.post('/api/order/create', { cart_code })).body.data.order;
  for (const [name, body] of [
    ['order/setPurchaser', { orderId, purchaser: party }],
    ['order/setReciever', { orderId, reciever: party }],
    ['order/setDelivery', { orderId, deliveryUnitNo: 1, deliveryMethod: { id: '1' } }],
    ['order/setPayment', { orderId, paymentProfile: { id: '1' } }],
  ] as const)
    expect((await browser.post(`/api/${name}`, body)).body.status).toBe('E000-000');
  return browser.post('/api/order/commit', { orderId });
};

const storedContext = async (browser: Browser) => {
  const sessions = createSessionRepository(
    stack.bff.store,
    stack.bff.clock,
    stack.bff.config.session,
  );
  const record = await sessions.read(browser.cookie(stack.bff.config.cookies.session)!);
  return record!.checkout!.threeDSecure!.context;
};

/** The buyer's choice on the mock issuer's page. */
const passIssuer = (context: string, result: 'success' | 'error' | 'cancel') =>
  request(stack.mock.app).post('/__mock/3ds/authorize').type('form').send({ context, result });

describe('card payment with 3-D Secure through the BFF', () => {
  it('commits on a verified success return and yields the order number', async () => {
    const browser = stack.bff.browser();
    const commit = await commitCardOrder(browser);
    expect(commit.body.status).toBe('E000-000');
    const orderNumber = commit.body.data.order_number as string;
    expect(orderNumber).toMatch(/^KK\d+/);
    const context = await storedContext(browser);
    await passIssuer(context, 'success');

    const back = await browser.post('/api/checkout/payment-return', {
      status: 'success',
      context,
      orderNumber,
    });
    expect(back.body).toMatchObject({ status: 'E000-000', data: { orderNumber } });
    const history = await browser.post('/api/member/orderHistory/list', {});
    expect(JSON.stringify(history.body.data)).toContain(orderNumber);

    // The context is spent: replaying the same return is refused.
    const replay = await browser.post('/api/checkout/payment-return', {
      status: 'success',
      context,
      orderNumber,
    });
    expect(replay.status).toBe(403);
  });

  it('refuses a forged context and leaves the order uncommitted', async () => {
    const browser = stack.bff.browser();
    const commit = await commitCardOrder(browser);
    const orderNumber = commit.body.data.order_number as string;
    const forged = await browser.post('/api/checkout/payment-return', {
      status: 'success',
      context: 'x'.repeat(43),
      orderNumber,
    });
    expect(forged.status).toBe(403);
    const history = await browser.post('/api/member/orderHistory/list', {});
    expect(JSON.stringify(history.body.data)).not.toContain(orderNumber);
  });
});
