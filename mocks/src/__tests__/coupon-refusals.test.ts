import { mockClient } from '../testing/mock-client';
import { plainSku } from '../testing/shop-order';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** An order over one plain product that is (or is not) sake, for the category coupon. */
const orderOf = async (c: Client, sake: boolean) => {
  const sku = plainSku(c, (p) => p.category_codes.includes('food-sake') === sake);
  const { cart_code } = (await c.call('cart/create')).data;
  const added = await c.call('cart/add', {
    cart_code,
    items: [{ item: { skus: { id: sku } }, order_quantity: 1 }],
  });
  expect(added.status).toBe('E000-000');
  return (await c.call('order/create', { cart_code })).data.order.orderId as string;
};

const useCoupon = (c: Client, orderId: string, secret: string) =>
  c.call('order/setCoupon', { orderId, issuedCoupons: [{ secret }] });

const issue = async (c: Client, code: string) =>
  (await c.call('member/coupons/issue', { coupon_secret: code })).data.issued_coupon
    .secret as string;

describe('a refused coupon says why (docs/rules/cart-and-checkout.md#coupons)', () => {
  it('refuses a coupon for other products, and takes it for its own', async () => {
    const c = await mockClient();
    await c.signIn();
    const secret = await issue(c, 'SAKE15');
    const tea = await useCoupon(c, await orderOf(c, false), secret);
    expect(tea.status).toBe('E050-009');
    expect((await useCoupon(c, await orderOf(c, true), secret)).status).toBe('E000-000');
  });

  it('refuses a coupon already used and a code nobody issued, each with its own status', async () => {
    const c = await mockClient();
    await c.signIn();
    const secret = await issue(c, 'SAVE1000');
    const orderId = await orderOf(c, false);
    for (const list of c.state.issuedCoupons.values())
      for (const entry of list) if (entry.secret === secret) entry.used = true;
    expect((await useCoupon(c, orderId, secret)).status).toBe('E050-008');
    expect((await useCoupon(c, orderId, 'NO-SUCH-CODE')).status).toBe('E050-007');
  });

  it('tells a guest a member coupon needs signing in', async () => {
    const c = await mockClient();
    expect((await useCoupon(c, await orderOf(c, false), 'WELCOME10')).status).toBe('E050-004');
  });

  it('names every refusal in both languages in the site tables', async () => {
    const c = await mockClient();
    const site = (await c.call('site/get')).data;
    const tables = site.error_messages ?? site.site?.error_messages;
    expect(tables.en['E050-005']).toBe('This coupon has expired.');
    expect(tables.ja['E050-008']).toBe('このクーポンは既にご利用済みです。');
  });
});
