import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';
import { authorizedAtUpstream, cardCommit, passIssuer } from './support/card';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/rules/cart-and-checkout.md#placing-the-order: "Place order" pressed again after the first
 * answer (a second press, a resubmitted reload, a retry after a lost answer) answers the same
 * order; the upstream is asked once, so nothing is placed or charged twice.
 */
const stack = mockAndBffForFile();

describe('"Place order" twice in a row', () => {
  it('answers a guest the same order and password the second time, asking the upstream once', async () => {
    const browser = stack.bff.browser();
    const [item] = await plainItems(browser);
    await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));
    const commits = stack.mock.count('/order/commit');
    const first = await browser.post('/api/order/commit');
    const again = await browser.post('/api/order/commit');
    expect(first.body.status).toBe('E000-000');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(stack.mock.count('/order/commit') - commits).toBe(1);
    expect((await browser.get('/api/checkout/result')).body.data.orderNumber).toBe(
      first.body.data.order_number,
    );
  });

  it('sends a card buyer back to the same issuer step for the same order, never past it', async () => {
    const { browser, commit, orderNumber } = await cardCommit(stack);
    const commits = stack.mock.count('/order/commit');
    const again = await browser.post('/api/order/commit');
    expect(again.body).toEqual(commit.body);
    expect(again.body.data).toMatchObject({ redirect: true, order_number: orderNumber });
    expect(stack.mock.count('/order/commit')).toBe(commits);
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(false);

    const { returnPath } = await passIssuer(stack, browser, 'success');
    expect((await browser.agent.get(returnPath)).headers.location).toBe('/checkout/complete');
    const paid = await browser.post('/api/order/commit');
    expect(paid.body).toMatchObject({ status: 'E000-000', data: { order_number: orderNumber } });
    expect(paid.body.data.redirect).toBeUndefined();
    expect(stack.mock.count('/order/commit')).toBe(commits + 1);
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(true);
  });

  it('after a cancelled card payment, a new attempt goes to the issuer again for the same order', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    const { returnPath } = await passIssuer(stack, browser, 'cancel');
    expect((await browser.agent.get(returnPath)).headers.location).toBe('/checkout?payment=failed');
    const retry = await browser.post('/api/order/commit');
    expect(retry.body.data).toMatchObject({ redirect: true, order_number: orderNumber });
    const retried = await passIssuer(stack, browser, 'success');
    expect((await browser.agent.get(retried.returnPath)).headers.location).toBe(
      '/checkout/complete',
    );
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(true);
  });

  it('answers a new temporary order with a new order, not the one placed before', async () => {
    const buyer = stack.bff.browser();
    await signIn(buyer);
    const [item] = await plainItems(buyer);
    await readyOrder(buyer, await cartWith(buyer, [{ id: item!.skus[0]!.id }]));
    const first = await buyer.post('/api/order/commit');
    await readyOrder(buyer, await cartWith(buyer, [{ id: item!.skus[0]!.id }]));
    const second = await buyer.post('/api/order/commit');
    expect(second.body.status).toBe('E000-000');
    expect(second.body.data.order_number).not.toBe(first.body.data.order_number);
  });
});
