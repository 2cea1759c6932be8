import request from 'supertest';
import {
  signIn,
  type Bff,
  type Browser,
  type MockUpstream,
} from '../../../../__tests__/support/stack';
import { cartWith, plainItems, readyOrder } from './shop';

type Stack = { mock: MockUpstream; bff: Bff };

/** A signed-in buyer's card order (payment profile 1), committed: the browser is sent on to the issuer. */
export const cardCommit = async (stack: Stack) => {
  const browser = stack.bff.browser();
  await signIn(browser);
  const [item] = await plainItems(browser);
  await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]), '1');
  const commit = await browser.post('/api/order/commit');
  return { browser, commit, orderNumber: commit.body.data?.order_number as string };
};

/** A guest's card order (payment profile 1), committed: the browser is sent on to the issuer. */
export const guestCardCommit = async (stack: Stack) => {
  const browser = stack.bff.browser();
  const [item] = await plainItems(browser);
  await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]), '1');
  const commit = await browser.post('/api/order/commit');
  return { browser, commit, orderNumber: commit.body.data?.order_number as string };
};

/** The hidden fields of the mock issuer page's form, as a browser would submit them. */
const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  );

/**
 * Follows the BFF's issuer redirect, opens the mock issuer's page and presses one of its buttons,
 * as the cardholder does; answers the return address the issuer sends the browser to.
 */
export const passIssuer = async (
  stack: Stack,
  browser: Browser,
  result: 'success' | 'error' | 'cancel',
) => {
  const toIssuer = await browser.agent.get('/checkout/card-authorize');
  expect(toIssuer.status).toBe(303);
  const issuer = new URL(toIssuer.headers.location!);
  const page = await request(stack.mock.app).get(`${issuer.pathname}${issuer.search}`);
  expect(page.status).toBe(200);
  const back = await request(stack.mock.app)
    .post('/__mock/3ds/authorize')
    .type('form')
    .send({ ...hiddenFields(page.text), result, number: '4111111111111111', expiry: '11/29' });
  expect(back.status).toBe(303);
  const returnUrl = new URL(back.headers.location!);
  expect(returnUrl.pathname).toBe('/checkout/card-return');
  return { issuer, returnUrl, returnPath: `${returnUrl.pathname}${returnUrl.search}` };
};

/** Whether the mock holds a finished, card-authorised order of that number. */
export const authorizedAtUpstream = (stack: Stack, orderNumber: string) =>
  stack.mock.state.ordersByNumber.get(orderNumber)?.order.payment_status === 'authorized';
