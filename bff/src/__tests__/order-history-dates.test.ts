import { mockAndBffForFile, signedInBrowser } from './support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

// docs/rules/cart-and-checkout.md#order-history-dates, through the BFF's proxy.
describe('order history by the days ordered, over HTTP', () => {
  it('forwards ordered_at and answers the orders of those days', async () => {
    const browser = await signedInBrowser(stack.bff);
    const member = (await browser.post('/api/account/member/get')).body.data.user.id as string;
    stack.mock.state.orders.set(member, [
      {
        order_number: 'A',
        ordered_at: '2026-03-31T14:59:59.999Z',
        payment_status: 'captured',
        total_price: 1,
      },
      {
        order_number: 'B',
        ordered_at: '2026-03-31T15:00:00.000Z',
        payment_status: 'captured',
        total_price: 1,
      },
    ]);
    const res = await browser.post('/api/member/orderHistory/list', {
      ordered_at: { begin: '2026-04-01', end: '2026-04-30' },
    });
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data.orders.map((o: { order_number: string }) => o.order_number)).toEqual([
      'B',
    ]);
  });

  it('refuses a range that ends before it begins with a field error, before the upstream', async () => {
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/member/orderHistory/list');
    const res = await browser.post('/api/member/orderHistory/list', {
      ordered_at: { begin: '2026-04-02', end: '2026-04-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.name).toBe('ordered_at.end');
    const notADay = await browser.post('/api/member/orderHistory/list', { baseDate: '2026-02-30' });
    expect(notADay.status).toBe(400);
    expect(stack.mock.count('/member/orderHistory/list')).toBe(before);
  });
});
