import { mockAndBffForFile } from '../../../__tests__/support/stack';
import { authorizedAtUpstream, cardCommit, passIssuer } from './support/card';

/**
 * docs/security.md#3-d-secure-cannot-be-skipped, against the real mock: the browser's return is
 * only a hint; an order is complete when the upstream confirms the issuer's authentication.
 */
const stack = mockAndBffForFile();

/** The mock's own record of the order's 3-D Secure step (what the issuer and processor know). */
const upstreamRecordsOf = (orderNumber: string) =>
  [...stack.mock.state.threeDSecure.values()].filter((t) => t.order_number === orderNumber);
const upstreamRecordOf = (orderNumber: string) => upstreamRecordsOf(orderNumber)[0]!;

const returnOutcome = async (browser: Awaited<ReturnType<typeof cardCommit>>['browser']) =>
  (await browser.get('/api/checkout/result')).body.data;

describe('3-D Secure cannot be skipped', () => {
  it('refuses a success return built from what the issuer address shows the browser', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    const toIssuer = await browser.agent.get('/checkout/card-authorize');
    const shown = new URL(toIssuer.headers.location!).searchParams;
    const forged = new URLSearchParams({ status: 'success', order_number: orderNumber });
    for (const [key, value] of shown) if (key !== 'lang') forged.set(key, value);
    forged.set('context', shown.get('context') ?? shown.get('transaction') ?? '');

    const landed = await browser.agent.get(`/checkout/card-return?${forged.toString()}`);
    expect(landed.headers.location).toBe('/checkout?payment=failed');
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(false);
  });

  it('refuses a success return the issuer never sent, even with the exact return address and context', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    await browser.agent.get('/checkout/card-authorize');
    // The strongest skipper: knows everything the upstream holds, but never authenticates.
    const record = upstreamRecordOf(orderNumber);
    const skipped = new URL(record.return_url!);
    skipped.searchParams.set('status', 'success');
    skipped.searchParams.set('context', record.context);
    skipped.searchParams.set('order_number', orderNumber);

    const landed = await browser.agent.get(`${skipped.pathname}${skipped.search}`);
    expect(landed.headers.location).toBe('/checkout?payment=failed');
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(false);
    expect((await returnOutcome(browser)).failure.status).toBe('E070-001');
  });

  it('refuses a success the browser wrote over the issuer’s failed authentication', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    const { returnUrl } = await passIssuer(stack, browser, 'error');
    returnUrl.searchParams.set('status', 'success');
    returnUrl.searchParams.delete('error_code');
    returnUrl.searchParams.set('order_number', orderNumber);

    const landed = await browser.agent.get(`${returnUrl.pathname}${returnUrl.search}`);
    expect(landed.headers.location).toBe('/checkout?payment=failed');
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(false);
    expect((await returnOutcome(browser)).failure.status).toBe('E070-001');
  });

  it('still completes the order once the cardholder authenticates at the issuer', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    const { returnPath } = await passIssuer(stack, browser, 'success');
    const landed = await browser.agent.get(returnPath);
    expect(landed.headers.location).toBe('/checkout/complete');
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(true);
  });

  it("refuses another session's genuine return, which stays the cardholder's own to complete", async () => {
    const owner = await cardCommit(stack);
    const { returnPath } = await passIssuer(stack, owner.browser, 'success');
    // Another browser with a card payment of its own pending, and one with none.
    const other = await cardCommit(stack);
    await other.browser.agent.get('/checkout/card-authorize');
    for (const stranger of [other.browser, stack.bff.browser()]) {
      const landed = await stranger.agent.get(returnPath);
      expect(landed.headers.location).not.toBe('/checkout/complete');
    }
    expect(authorizedAtUpstream(stack, owner.orderNumber)).toBe(false);
    expect(authorizedAtUpstream(stack, other.orderNumber)).toBe(false);

    const landed = await owner.browser.agent.get(returnPath);
    expect(landed.headers.location).toBe('/checkout/complete');
    expect(authorizedAtUpstream(stack, owner.orderNumber)).toBe(true);
  });

  it('completes a genuine return once: replaying it completes nothing more', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    const { returnPath } = await passIssuer(stack, browser, 'success');
    expect((await browser.agent.get(returnPath)).headers.location).toBe('/checkout/complete');
    const commits = stack.mock.count('/order/commit');
    const replayed = await browser.agent.get(returnPath);
    expect(replayed.headers.location).not.toBe('/checkout/complete');
    expect(stack.mock.count('/order/commit')).toBe(commits);
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(true);
  });

  it('gives a second commit of the order no way around the issuer', async () => {
    const { browser, orderNumber } = await cardCommit(stack);
    await browser.agent.get('/checkout/card-authorize');
    // "Place order" again from a second tab: the payment starts over at the issuer.
    const again = await browser.post('/api/order/commit');
    expect(again.body.data).toMatchObject({ redirect: true });
    const numbers = [orderNumber, again.body.data.order_number as string];
    await browser.agent.get('/checkout/card-authorize');
    for (const record of numbers.flatMap(upstreamRecordsOf)) {
      const skipped = new URL(record.return_url!);
      skipped.searchParams.set('status', 'success');
      skipped.searchParams.set('context', record.context);
      skipped.searchParams.set('order_number', record.order_number);
      const landed = await browser.agent.get(`${skipped.pathname}${skipped.search}`);
      expect(landed.headers.location).not.toBe('/checkout/complete');
    }
    expect(authorizedAtUpstream(stack, numbers[1]!)).toBe(false);
    expect(authorizedAtUpstream(stack, orderNumber)).toBe(false);
  });
});
