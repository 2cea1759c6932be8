import request from 'supertest';
import { mockAndBffForFile, signIn } from '../../__tests__/support/stack';
import { cartWith, orderSecretPattern, plainItems } from './support/shop';

/**
 * The external payment-login buyer flow through the BFF against the mock provider
 * (docs/upstream.md#payment-login): config, payload, the provider's sign-in, the checkout
 * session and its buyer, whose address becomes the guest order's purchaser and receiver.
 */
const stack = mockAndBffForFile();

describe('payment-login buyer flow', () => {
  it('fills a guest order from the provider buyer without the browser holding the order id', async () => {
    const browser = stack.bff.browser();
    const config = await browser.post('/api/paymentLogin/config');
    expect(config.body.data).toMatchObject({ enabled: true, sandbox: true });
    const returnUrl = `${stack.bff.url}/checkout?paymentLogin=1`;
    const payload = await browser.post('/api/paymentLogin/payload', { return_url: returnUrl });
    expect(JSON.parse(payload.body.data.payload).webCheckoutDetails.checkoutReviewReturnUrl).toBe(
      returnUrl,
    );

    // The buyer signs in on the provider's page and comes back with a checkout session.
    const signIn = new URL(payload.body.data.sign_in_url, stack.mock.url);
    const back = await request(stack.mock.app)
      .post(signIn.pathname)
      .type('form')
      .send({ return_url: signIn.searchParams.get('return_url') });
    const sessionId = new URL(back.headers.location!).searchParams.get('amazonCheckoutSessionId')!;
    expect(
      (await browser.post('/api/paymentLogin/session', { checkout_session_id: sessionId })).body
        .data.checkout_session.state,
    ).toBe('Open');
    const buyer = (
      await browser.post('/api/paymentLogin/getBuyer', { checkout_session_id: sessionId })
    ).body.data.buyer;

    const [item] = await plainItems(browser);
    await browser.post('/api/order/create', {
      cart_code: await cartWith(browser, [{ id: item!.skus[0]!.id }]),
    });
    const applied = await browser.post('/api/paymentLogin/checkoutSession', {
      checkout_session_id: sessionId,
      orderId: 'T1',
    });
    expect(applied.body.status).toBe('E000-000');
    expect(JSON.stringify(applied.body)).not.toMatch(orderSecretPattern);
    const { order } = applied.body.data;
    expect(order.purchaser).toMatchObject({ name: buyer.name, zip: buyer.shipping_address.zip });
    expect(order.reciever).toEqual(order.purchaser);
    expect(order.completed).toMatchObject({ purchaser: true, reciever: true });
  });

  it('fills a signed-in member order the same way, and needs an order in progress', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const returnUrl = `${stack.bff.url}/checkout/payment-login`;
    const payload = await browser.post('/api/paymentLogin/payload', { return_url: returnUrl });
    const signInPage = new URL(payload.body.data.sign_in_url, stack.mock.url);
    const back = await request(stack.mock.app)
      .post(signInPage.pathname)
      .type('form')
      .send({ return_url: signInPage.searchParams.get('return_url') });
    const target = new URL(back.headers.location!);
    expect(`${target.origin}${target.pathname}`).toBe(returnUrl);
    const checkout_session_id = target.searchParams.get('amazonCheckoutSessionId')!;

    // No temporary order yet: nothing to fill (start again from the cart).
    const early = await browser.post('/api/paymentLogin/checkoutSession', { checkout_session_id });
    expect(early.body.status).toBe('E000-410');

    const [item] = await plainItems(browser);
    await browser.post('/api/order/create', {
      cart_code: await cartWith(browser, [{ id: item!.skus[0]!.id }]),
    });
    const applied = await browser.post('/api/paymentLogin/checkoutSession', {
      checkout_session_id,
    });
    expect(applied.body.data.order.purchaser).toMatchObject({ name: 'Jordan Lee' });
    expect(JSON.stringify(applied.body)).not.toMatch(orderSecretPattern);
    // The order reads the same afterwards: the BFF's session order was filled.
    const reread = await browser.post('/api/order/get');
    expect(reread.body.data.order.reciever).toMatchObject({ name: 'Jordan Lee' });
  });

  it('refuses an unknown checkout session', async () => {
    const browser = stack.bff.browser();
    const res = await browser.post('/api/paymentLogin/getBuyer', { checkout_session_id: 'nope' });
    expect(res.body.status).toBe('E000-004');
  });
});
