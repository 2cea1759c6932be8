import request from 'supertest';
import { mockAndBffForFile, type Browser } from '../../../__tests__/support/stack';
import { cardCommit, guestCardCommit, passIssuer } from './support/card';
import { orderSecretPattern } from './support/shop';

/**
 * docs/rules/cart-and-checkout.md#card-payment against the real mock: the commit tells the
 * browser only where to go next; the BFF's pages send it to the issuer and take the return.
 */
const stack = mockAndBffForFile();

const history = async (browser: Browser) =>
  JSON.stringify((await browser.post('/api/member/orderHistory/list', {})).body.data);

describe('card payment with 3-D Secure through the return page', () => {
  it('tells the browser where to go, never the context, and completes a success', async () => {
    const { browser, commit } = await cardCommit(stack);
    expect(commit.body.data).toEqual({
      redirect: true,
      order_number: expect.stringMatching(/^KK/),
      next: '/checkout/card-authorize',
    });
    expect(JSON.stringify(commit.body)).not.toMatch(orderSecretPattern);
    const { issuer, returnPath } = await passIssuer(stack, browser, 'success');
    // The issuer address the browser is sent to names no context either.
    expect(issuer.href).not.toMatch(orderSecretPattern);
    const landed = await browser.agent.get(returnPath);
    expect(landed.status).toBe(303);
    expect(landed.headers.location).toBe('/checkout/complete');
    expect(landed.headers['referrer-policy']).toBe('no-referrer');
    const result = (await browser.get('/api/checkout/result')).body.data;
    expect(result).toEqual({
      orderNumber: commit.body.data.order_number,
      guestOrderPassword: null,
      failure: null,
      orderInProgress: false,
    });
    expect(await history(browser)).toContain(commit.body.data.order_number);
    // The context is spent: the same return again changes nothing.
    expect((await browser.agent.get(returnPath)).headers.location).toBe('/checkout?payment=failed');
  });

  it("keeps a guest's order password through the issuer, from the upstream, for the completion page", async () => {
    const { browser, orderNumber } = await guestCardCommit(stack);
    const { returnPath } = await passIssuer(stack, browser, 'success');
    // The return's query carries no password, and one added to it is not believed.
    expect(returnPath).not.toMatch(/password/i);
    const landed = await browser.agent.get(`${returnPath}&guest_order_password=forged`);
    expect(landed.headers.location).toBe('/checkout/complete');
    const password = stack.mock.state.ordersByNumber.get(orderNumber)?.order.guest_order_password;
    expect(password).toEqual(expect.any(String));
    const result = (await browser.get('/api/checkout/result')).body.data;
    expect(result).toEqual({
      orderNumber,
      guestOrderPassword: password,
      failure: null,
      orderInProgress: false,
    });
    // With it the completion page reads the order as placed: its payment and total.
    const found = await browser.post('/api/guestOrder/get', {
      order_number: orderNumber,
      guest_order_password: result.guestOrderPassword,
    });
    expect(found.body.status).toBe('E000-000');
    expect(found.body.data.order.payment_profile.code).toBe('CARD');
    expect(found.body.data.order.total_price).toEqual(expect.any(Number));
    // "Place order" again answers the same order and password.
    const again = await browser.post('/api/order/commit');
    expect(again.body.data).toEqual({ order_number: orderNumber, guest_order_password: password });
  });

  it.each([
    ['error', 'E070-001'],
    ['cancel', 'E070-002'],
  ] as const)(
    'sends an %s return back to checkout with the mapped message',
    async (outcome, code) => {
      const { browser, commit } = await cardCommit(stack);
      const { returnPath } = await passIssuer(stack, browser, outcome);
      const landed = await browser.agent.get(returnPath);
      expect(landed.headers.location).toBe('/checkout?payment=failed');
      const { failure, orderNumber } = (await browser.get('/api/checkout/result')).body.data;
      expect(orderNumber).toBeNull();
      expect(failure.status).toBe(code);
      expect(failure.message).toContain(`[${code}]`);
      expect(await history(browser)).not.toContain(commit.body.data.order_number);
      // Nothing is lost: the order is still there to pay another way.
      expect((await browser.post('/api/order/get')).body.status).toBe('E000-000');
    },
  );

  it('refuses a forged context and leaves the order uncommitted', async () => {
    const { browser, commit } = await cardCommit(stack);
    const orderNumber = commit.body.data.order_number as string;
    const forged = await browser.agent.get(
      `/checkout/card-return?status=success&context=${'x'.repeat(43)}&order_number=${orderNumber}`,
    );
    expect(forged.headers.location).toBe('/checkout?payment=failed');
    const { failure } = (await browser.get('/api/checkout/result')).body.data;
    expect(failure.status).toBe('E000-403');
    expect(await history(browser)).not.toContain(orderNumber);
  });

  it.each([
    ['en', 'lang=en', 'Authenticate'],
    ['jp', 'lang=ja', '認証する'],
  ] as const)(
    'sends a buyer reading %s to the issuer page in that language',
    async (language, query, button) => {
      const { browser } = await cardCommit(stack);
      await browser.put('/api/language', { language });
      const toIssuer = await browser.agent.get('/checkout/card-authorize');
      const issuer = new URL(toIssuer.headers.location!);
      expect(issuer.search).toContain(query);
      const page = await request(stack.mock.app).get(`${issuer.pathname}${issuer.search}`);
      expect(page.text).toContain(`>${button}</button>`);
    },
  );

  it('sends a browser with nothing to pay back to checkout instead of anywhere else', async () => {
    const browser = stack.bff.browser();
    const res = await browser.agent.get('/checkout/card-authorize');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/checkout?payment=failed');
  });
});
