import request from 'supertest';
import { mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

// docs/rules/cart-and-checkout.md#card-payment: a card payment charges one of the member's saved
// cards, named at the payment step, or a card entered at the issuer's page; the upstream refuses a
// card that is not the signed-in member's, whatever the caller sends.
type Client = Awaited<ReturnType<typeof mockClient>>;

const saveCard = async (c: Client) =>
  (
    await c.call('member/creditcard/put', {
      payment_config: { token: 'tok_1', last4: '4444', brand: 'Visa', expiry: '11/29' },
    })
  ).data.card.card_id as string;

const toIssuer = async (c: Client, orderId: string, lang = 'en') => {
  const commit = await c.call('order/commit', { orderId, return_url: 'http://shop.test/r?ref=1' });
  const issuer = new URL(commit.data.sbps_authorize_url, 'http://mock');
  const page = await request(c.app).get(`${issuer.pathname}${issuer.search}&lang=${lang}`);
  return { commit, issuer, page };
};

describe('a saved card at checkout', () => {
  it('refuses another member’s card and names the member’s own on the order', async () => {
    const c = await mockClient();
    await c.signIn();
    c.state.cards.set('another-member', [
      {
        card_id: 'theirs',
        payment_profile_id: '1',
        payment_config: { last4: '1881', brand: 'Visa', expiry: '01/30' },
      },
    ]);
    const orderId = await readyTempOrder(c, '2');
    const forged = await c.call('order/setPayment', {
      orderId,
      paymentProfile: { id: '1', card_id: 'theirs' },
    });
    expect(forged.status).not.toBe('E000-000');
    expect(c.state.tempOrders.get(orderId)?.card_id).not.toBe('theirs');

    const cardId = await saveCard(c);
    const own = await c.call('order/setPayment', {
      orderId,
      paymentProfile: { id: '1', card_id: cardId },
    });
    expect(own.status).toBe('E000-000');
    expect(own.data.order.payment_card).toMatchObject({ brand: 'Visa', last4: '4444' });
  });

  it('refuses a saved card on a payment that is not by card', async () => {
    const c = await mockClient();
    await c.signIn();
    const cardId = await saveCard(c);
    const orderId = await readyTempOrder(c, '2');
    const bank = await c.call('order/setPayment', {
      orderId,
      paymentProfile: { id: '2', card_id: cardId },
    });
    expect(bank.status).not.toBe('E000-000');
  });

  it('names the saved card on the issuer page, in the buyer’s language', async () => {
    const c = await mockClient();
    await c.signIn();
    const cardId = await saveCard(c);
    const orderId = await readyTempOrder(c, '2');
    await c.call('order/setPayment', { orderId, paymentProfile: { id: '1', card_id: cardId } });
    const en = await toIssuer(c, orderId);
    expect(en.page.text).toContain('Visa ending in 4444, expires 11/29');
    expect(en.page.text).not.toContain('name="number"');
    const ja = await request(c.app).get(`${en.issuer.pathname}${en.issuer.search}&lang=ja`);
    expect(ja.text).toContain('カード発行会社（模擬）');
    expect(ja.text).toContain('Visa（末尾4444、有効期限11/29）');
  });

  it('asks for another card on the issuer page and keeps only its brand and last 4', async () => {
    const c = await mockClient();
    await c.signIn();
    const orderId = await readyTempOrder(c, '1');
    const { commit, issuer, page } = await toIssuer(c, orderId);
    expect(page.text).toContain('name="number"');
    const transaction = issuer.searchParams.get('transaction');
    const post = (extra: Record<string, string>) =>
      request(c.app)
        .post('/__mock/3ds/authorize?lang=en')
        .type('form')
        .send({ transaction, result: 'success', ...extra });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Enter a card number');
    expect((await post({ number: '5555 5555 5555 1234', expiry: '03/28' })).status).toBe(303);
    const placed = await c.call('order/commit', {
      orderId,
      three_d_secure_context: commit.data.three_d_secure_context,
    });
    expect(placed.status).toBe('E000-000');
    const order = c.state.ordersByNumber.get(placed.data.order_number)?.order;
    expect(order?.payment_card).toEqual({ brand: 'Mastercard', last4: '1234', expiry: '03/28' });
    expect(JSON.stringify(order)).not.toContain('5555555555551234');
  });
});
