import { demoBuyer as demoMember } from '../../../../../mocks/src/state/members';
import { mockAndBffForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { passIssuer } from '../../checkout/__tests__/support/card';
import { cartWith, plainItems, readyOrder } from '../../checkout/__tests__/support/shop';
import { memberCartKey } from '../member-cart';

// docs/rules/cart-and-checkout.md#a-members-cart, over HTTP with the real mock: the gateway
// remembers a signed-in member's cart, so the member's other browsers (other sessions) find it,
// and nobody else's session does.
const stack = mockAndBffForFile();

const other = { email: 'other.buyer@example.com', password: 'Kakehashi-2026' };

/** A browser of its own (its own cookie jar, so its own session) with `who` signed in. */
const browserOf = async (who?: typeof other) => {
  const browser = stack.bff.browser();
  if (!who) await signIn(browser);
  else {
    const res = await browser.post('/api/auth/signin', who);
    if (res.body.status !== 'E000-000') throw new Error(JSON.stringify(res.body));
  }
  return browser;
};
const mine = async (browser: Browser) => {
  const res = await browser.post('/api/cart/mine');
  expect(res.body.status).toBe('E000-000');
  return res.body.data.cart_code as string | null;
};

/** A member's cart ordered with a card (payment 1): the commit sends the buyer to the issuer. */
const cardCommitted = async () => {
  const office = await browserOf();
  const [item] = await plainItems(office);
  const code = await cartWith(office, [{ id: item!.skus[0]!.id }]);
  await readyOrder(office, code, '1');
  expect((await office.post('/api/order/commit')).body.data.redirect).toBe(true);
  return { office, code };
};

describe("a member's cart across the member's browsers", () => {
  beforeAll(() => {
    // A second member of the shop, so "another member" is a real account of the upstream.
    const member = { ...demoMember(), id: '2002', email: other.email, name: 'Other Buyer' };
    stack.mock.state.members.set(member.id, member);
  });

  it("gives a second session of the same member the first one's cart", async () => {
    const office = await browserOf();
    const [item] = await plainItems(office);
    const code = await cartWith(office, [{ id: item!.skus[0]!.id, quantity: 3 }]);

    const laptop = await browserOf();
    expect(laptop.cookie('kk_sid')).not.toBe(office.cookie('kk_sid'));
    expect(await mine(laptop)).toBe(code);
    const read = await laptop.post('/api/cart/get', { cart_code: code });
    expect(read.body.data.cart.lines).toHaveLength(1);
    // Kept under a digest of the member id, never the session id.
    expect(await stack.bff.store.get(memberCartKey('1001'))).toBe(code);
  });

  it("never gives another member's session this member's cart", async () => {
    const office = await browserOf();
    const [item] = await plainItems(office);
    const code = await cartWith(office, [{ id: item!.skus[0]!.id }]);

    const stranger = await browserOf(other);
    expect(await mine(stranger)).toBeNull();
    // Reading it with the code is refused by the upstream, and remembers nothing for them.
    expect((await stranger.post('/api/cart/get', { cart_code: code })).body.status).toBe(
      'E000-004',
    );
    expect(await mine(stranger)).toBeNull();
    expect(await mine(await browserOf())).toBe(code);
    // A visitor is not asked at all.
    expect((await stack.bff.browser().post('/api/cart/mine')).status).toBe(401);
  });

  it("an empty cart of another browser does not push out the member's filled one", async () => {
    const office = await browserOf();
    const [item] = await plainItems(office);
    const code = await cartWith(office, [{ id: item!.skus[0]!.id }]);

    const phone = await browserOf();
    const empty = (await phone.post('/api/cart/create')).body.data.cart_code as string;
    await phone.post('/api/cart/get', { cart_code: empty });
    expect(await mine(phone)).toBe(code);
  });

  it('forgets the cart once its order is placed', async () => {
    const office = await browserOf();
    const [item] = await plainItems(office);
    const code = await cartWith(office, [{ id: item!.skus[0]!.id }]);
    expect(await mine(office)).toBe(code);
    await readyOrder(office, code);
    expect((await office.post('/api/order/commit')).body.status).toBe('E000-000');
    expect(await mine(await browserOf())).toBeNull();
  });

  it('keeps the cart while a card payment waits for 3-D Secure, and forgets it once placed', async () => {
    const { office, code } = await cardCommitted();
    // The card may still fail: the buyer comes back to this cart, on any of their browsers.
    expect(await mine(await browserOf())).toBe(code);
    const { returnPath } = await passIssuer(stack, office, 'success');
    expect((await office.agent.get(returnPath)).headers.location).toBe('/checkout/complete');
    expect(await mine(await browserOf())).toBeNull();
  });

  it('keeps the cart when the card payment fails', async () => {
    const { office, code } = await cardCommitted();
    const { returnPath } = await passIssuer(stack, office, 'error');
    expect((await office.agent.get(returnPath)).headers.location).toBe('/checkout?payment=failed');
    expect(await mine(await browserOf())).toBe(code);
  });

  it('forgets a cart the upstream says is gone', async () => {
    const office = await browserOf();
    const [item] = await plainItems(office);
    const code = await cartWith(office, [{ id: item!.skus[0]!.id }]);
    stack.mock.state.carts.delete(code);
    expect((await office.post('/api/cart/get', { cart_code: code })).body.status).toBe('E000-004');
    expect(await mine(office)).toBeNull();
  });
});
