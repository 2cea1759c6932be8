import request from 'supertest';
import { mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

/**
 * The mock issuer and card processor as a real one behaves (docs/security.md#3-d-secure-cannot-be-skipped):
 * only the cardholder's answer on the issuer page authenticates a payment; the shop's
 * authorization post and the commit are refused for a step that was skipped or failed.
 */
type Client = Awaited<ReturnType<typeof mockClient>>;

const cardCommit = async (c: Client) => {
  const orderId = await readyTempOrder(c, '1');
  const first = await c.call('order/commit', {
    orderId,
    return_url: 'http://shop.test/checkout/card-return?ref=r1',
  });
  expect(first.data.redirect).toBe(true);
  const issuer = new URL(first.data.sbps_authorize_url, 'http://mock');
  return {
    orderId,
    issuer,
    context: first.data.three_d_secure_context as string,
    orderNumber: first.data.order_number as string,
  };
};
const answerIssuer = (c: Client, issuer: URL, result: string) =>
  request(c.app)
    .post('/__mock/3ds/authorize')
    .type('form')
    .send({
      transaction: issuer.searchParams.get('transaction'),
      result,
      number: '4111111111111111',
      expiry: '11/29',
    });
const authorizationPost = (c: Client, issuer: URL, status: 'OK' | 'NG') =>
  request(c.app).post(`${issuer.pathname}${issuer.search}`).send({ status });

describe('mock 3-D Secure', () => {
  it('sends the browser to an issuer address that does not name the context', async () => {
    const c = await mockClient();
    await c.signIn();
    const { issuer, context } = await cardCommit(c);
    expect(issuer.href).not.toContain(context);
    const page = await request(c.app).get(`${issuer.pathname}${issuer.search}`);
    expect(page.text).not.toContain(context);
  });

  it('answers NG to the authorization post and refuses the commit when the issuer step was skipped', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderId, issuer, context, orderNumber } = await cardCommit(c);
    const posted = await authorizationPost(c, issuer, 'OK');
    expect(posted.body).toMatchObject({ status: 'NG', error_code: 'E070-001' });
    const commit = await c.call('order/commit', { orderId, three_d_secure_context: context });
    expect(commit.status).toBe('E070-001');
    expect(c.state.ordersByNumber.has(orderNumber)).toBe(false);
  });

  it('takes the cardholder answer once: a failure cannot be turned into a success', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderId, issuer, context } = await cardCommit(c);
    expect((await answerIssuer(c, issuer, 'error')).status).toBe(303);
    expect((await answerIssuer(c, issuer, 'success')).status).toBe(400);
    expect((await authorizationPost(c, issuer, 'OK')).body.status).toBe('NG');
    const commit = await c.call('order/commit', { orderId, three_d_secure_context: context });
    expect(commit.status).toBe('E070-001');
  });

  it('authorizes and commits after the cardholder authenticates', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderId, issuer, context, orderNumber } = await cardCommit(c);
    const back = await answerIssuer(c, issuer, 'success');
    const target = new URL(back.headers.location!);
    expect(target.searchParams.get('ref')).toBe('r1');
    expect(target.searchParams.get('context')).toBe(context);
    expect((await authorizationPost(c, issuer, 'OK')).body).toEqual({
      status: 'OK',
      order_number: orderNumber,
    });
    const commit = await c.call('order/commit', { orderId, three_d_secure_context: context });
    expect(commit.status).toBe('E000-000');
    expect(c.state.ordersByNumber.get(orderNumber)?.order.payment_status).toBe('authorized');
  });

  it('keeps one order number for one temporary order: a second commit restarts the issuer step', async () => {
    const c = await mockClient();
    await c.signIn();
    const first = await cardCommit(c);
    const again = await c.call('order/commit', {
      orderId: first.orderId,
      return_url: 'http://shop.test/checkout/card-return?ref=r2',
    });
    expect(again.data.order_number).toBe(first.orderNumber);
    // Only the newest issuer step counts: the first context can no longer finish the order.
    expect((await answerIssuer(c, first.issuer, 'success')).status).toBe(400);
    const stale = await c.call('order/commit', {
      orderId: first.orderId,
      three_d_secure_context: first.context,
    });
    expect(stale.status).toBe('E070-001');
    const issuer = new URL(again.data.sbps_authorize_url, 'http://mock');
    expect((await answerIssuer(c, issuer, 'success')).status).toBe(303);
    const context = again.data.three_d_secure_context as string;
    expect(
      (await c.call('order/commit', { orderId: first.orderId, three_d_secure_context: context }))
        .status,
    ).toBe('E000-000');
    const history = await c.call('member/orderHistory/list');
    const placed = (history.data.orders as { order_number: string }[]).filter(
      (o) => o.order_number === first.orderNumber,
    );
    expect(placed).toHaveLength(1);
    const committed = await c.call('order/commit', { orderId: first.orderId });
    expect(committed.status).toBe('E040-002');
  });
});
