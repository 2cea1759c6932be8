import request from 'supertest';
import type { Bff, Browser, MockUpstream } from '../../../../__tests__/support/stack';
import { cartWith, plainItems } from './shop';

type Stack = { mock: MockUpstream; bff: Bff };

/** The cart becomes the temporary order, as the cart page does before leaving for the provider. */
export const orderInProgress = async (browser: Browser) => {
  const [item] = await plainItems(browser);
  await browser.post('/api/order/create', {
    cart_code: await cartWith(browser, [{ id: item!.skus[0]!.id }]),
  });
};

/**
 * Asks the BFF for the payload (with `body` as the browser sends it), opens the provider's sign-in
 * page and presses "Continue": answers the payload answer, where the provider sends the buyer and
 * the checkout session id it returns with.
 */
export const throughProvider = async (stack: Stack, browser: Browser, body: object = {}) => {
  const payload = await browser.post('/api/paymentLogin/payload', body);
  expect(payload.body.status).toBe('E000-000');
  const signInPage = new URL(payload.body.data.sign_in_url, stack.mock.url);
  const page = await request(stack.mock.app).get(`${signInPage.pathname}${signInPage.search}`);
  const [, signed] = /name="payload" value="([^"]+)"/.exec(page.text) ?? [];
  const back = await request(stack.mock.app)
    .post(signInPage.pathname)
    .type('form')
    .send({ payload: signed });
  const target = new URL(back.headers.location!);
  return { payload, target, id: target.searchParams.get('amazonCheckoutSessionId')! };
};
