import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';

// docs/rules/cart-and-checkout.md#order-history-totals: the order-history total's target statuses
// are the BFF's configuration, handed to the pages in the session's `site` block.
const stack = mockAndBffForFile({ env: { ORDER_TOTAL_STATUSES: 'captured, refunded' } });

describe('site settings in the session', () => {
  it('gives every visitor the configured order-total statuses, signed in or not', async () => {
    const browser = stack.bff.browser();
    const visitor = await browser.get('/api/session');
    expect(visitor.body.data.site).toEqual({ orderTotalStatuses: ['captured', 'refunded'] });
    await signIn(browser);
    const member = await browser.get('/api/session');
    expect(member.body.data).toMatchObject({
      signedIn: true,
      site: { orderTotalStatuses: ['captured', 'refunded'] },
    });
  });
});
