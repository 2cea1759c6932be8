import request from 'supertest';
import { loadConfig } from '../../../platform/config/config';
import { mockAndBffForFile, signIn, testConfig } from '../../../__tests__/support/stack';
import { cardCommit } from './support/card';
import { orderInProgress, throughProvider } from './support/payment-login';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/security.md#provider-return-addresses over HTTP against the real mock: every address the
 * BFF gives a provider is on the configured PUBLIC_URL, whatever the request's Host says; the
 * browser names none; a provider checkout session serves only the session that started it.
 */
const publicUrl = 'https://shop.example';
const stack = mockAndBffForFile({ env: { PUBLIC_URL: publicUrl } });

/** The return address the upstream holds for a card order's 3-D Secure step. */
const returnAddressOf = (orderNumber: string) =>
  [...stack.mock.state.threeDSecure.values()].find((t) => t.order_number === orderNumber)!
    .return_url!;

describe('provider return addresses', () => {
  it('gives the card issuer the public return address whatever Host the request names', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const [item] = await plainItems(browser);
    await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]), '1');
    // The commit is sent with a hostile Host and forwarding headers. Any Host but loopback makes
    // the session cookie `__Host-` (docs/security.md#cookies): the session is sent under that name.
    const name = stack.bff.config.cookies.session;
    const commit = await request(stack.bff.url)
      .post('/api/order/commit')
      .set('X-CSRF', '1')
      .set('Cookie', `__Host-${name}=${browser.cookie(name)!}`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https');
    const target = new URL(returnAddressOf(commit.body.data.order_number));
    expect(`${target.origin}${target.pathname}`).toBe(`${publicUrl}/checkout/card-return`);
  });

  it('also sends an ordinary card commit back to the public origin', async () => {
    const { orderNumber } = await cardCommit(stack);
    expect(new URL(returnAddressOf(orderNumber)).origin).toBe(publicUrl);
  });

  it('never signs a return address the browser sent for payment login', async () => {
    const browser = stack.bff.browser();
    await orderInProgress(browser);
    const { target } = await throughProvider(stack, browser, {
      return_url: 'https://evil.example/steal',
    });
    expect(`${target.origin}${target.pathname}`).toBe(`${publicUrl}/checkout/payment-login`);
  });

  it.each([
    ['an anonymous browser', async () => stack.bff.browser()],
    [
      'another signed-in session',
      async () => {
        const other = stack.bff.browser();
        await signIn(other);
        return other;
      },
    ],
    [
      'another session that started a flow of its own',
      async () => {
        const other = stack.bff.browser();
        await orderInProgress(other);
        await throughProvider(stack, other);
        return other;
      },
    ],
  ])('refuses the buyer of a checkout session to %s', async (_, stranger) => {
    const owner = stack.bff.browser();
    await orderInProgress(owner);
    const { id } = await throughProvider(stack, owner);
    const intruder = await stranger();
    for (const call of ['getBuyer', 'session', 'checkoutSession']) {
      const res = await intruder.post(`/api/paymentLogin/${call}`, { checkout_session_id: id });
      expect(res.status).toBe(403);
      expect(res.body.status).toBe('E000-403');
      expect(JSON.stringify(res.body)).not.toMatch(/Jordan|jordan\.lee|0312345678/);
    }
    // The owner still gets it.
    const own = await owner.post('/api/paymentLogin/getBuyer', { checkout_session_id: id });
    expect(own.body.data.buyer.name).toBe('Jordan Lee');
  });

  it('says why in the buyer language', async () => {
    const owner = stack.bff.browser();
    await orderInProgress(owner);
    const { id } = await throughProvider(stack, owner);
    const intruder = stack.bff.browser();
    await intruder.put('/api/language', { language: 'jp' });
    const res = await intruder.post('/api/paymentLogin/getBuyer', { checkout_session_id: id });
    expect(res.body.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to what npm start serves and takes only a bare http(s) origin', () => {
    expect(testConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(testConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(publicUrl);
    for (const bad of ['https://shop.example/shop', 'javascript:alert(1)', 'shop.example'])
      expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: bad }).ok).toBe(false);
  });
});
