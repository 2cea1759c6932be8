import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';
import { orderInProgress, throughProvider } from './support/payment-login';
import { orderSecretPattern } from './support/shop';

/**
 * The external payment-login buyer flow through the BFF against the mock provider
 * (docs/upstream.md#payment-login): config, payload, the provider's sign-in, the checkout
 * session and its buyer, whose address becomes the guest order's purchaser and receiver.
 */
const stack = mockAndBffForFile({ env: { PUBLIC_URL: 'https://shop.example' } });

describe('payment-login buyer flow', () => {
  it('fills a guest order from the provider buyer without the browser holding the order id', async () => {
    const browser = stack.bff.browser();
    const config = await browser.post('/api/paymentLogin/config');
    expect(config.body.data).toMatchObject({ enabled: true, sandbox: true });
    await orderInProgress(browser);
    const { payload, target, id } = await throughProvider(stack, browser);
    // The provider returns to the app's page on the configured public origin.
    const signedReturn = new URL(
      JSON.parse(payload.body.data.payload).webCheckoutDetails.checkoutReviewReturnUrl,
    );
    expect(`${signedReturn.origin}${signedReturn.pathname}`).toBe(
      'https://shop.example/checkout/payment-login',
    );
    expect(`${target.origin}${target.pathname}`).toBe(
      'https://shop.example/checkout/payment-login',
    );

    const body = { checkout_session_id: id };
    expect(
      (await browser.post('/api/paymentLogin/session', body)).body.data.checkout_session.state,
    ).toBe('Open');
    const buyer = (await browser.post('/api/paymentLogin/getBuyer', body)).body.data.buyer;
    const applied = await browser.post('/api/paymentLogin/checkoutSession', {
      ...body,
      orderId: 'T1',
    });
    expect(applied.body.status).toBe('E000-000');
    expect(JSON.stringify(applied.body)).not.toMatch(orderSecretPattern);
    const { order } = applied.body.data;
    expect(order.purchaser).toMatchObject({ name: buyer.name, zip: buyer.shipping_address.zip });
    expect(order.reciever).toEqual(order.purchaser);
    expect(order.completed).toMatchObject({ purchaser: true, reciever: true });
  });

  it('fills a signed-in member order the same way', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    await orderInProgress(browser);
    const { id } = await throughProvider(stack, browser);
    const applied = await browser.post('/api/paymentLogin/checkoutSession', {
      checkout_session_id: id,
    });
    expect(applied.body.data.order.purchaser).toMatchObject({ name: 'Jordan Lee' });
    expect(JSON.stringify(applied.body)).not.toMatch(orderSecretPattern);
    // The order reads the same afterwards: the BFF's session order was filled.
    const reread = await browser.post('/api/order/get');
    expect(reread.body.data.order.reciever).toMatchObject({ name: 'Jordan Lee' });
  });

  it('needs an order in progress before leaving for the provider', async () => {
    const res = await stack.bff.browser().post('/api/paymentLogin/payload', {});
    expect(res.body.status).toBe('E000-410');
  });

  it('refuses an unknown checkout session', async () => {
    const browser = stack.bff.browser();
    await orderInProgress(browser);
    await throughProvider(stack, browser);
    const res = await browser.post('/api/paymentLogin/getBuyer', { checkout_session_id: 'nope' });
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('E000-403');
  });
});
