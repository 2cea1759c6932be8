import { configure, screen } from '@testing-library/react';
import { senchaLine } from '@/testing/cart-fixtures';
import { createFakeApi, fail, ok, type FakeApi } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/cart-and-checkout.md#a-members-cart: the upstream lets only its member read a
// member's cart. Signing out (or a session that ended) hid it and the browser forgot its code, so
// signing in again showed an empty cart. Its code is parked while signed out and comes back.

const cartKey = 'kakehashi.cartCode';
const parkedKey = 'kakehashi.parkedCartCode';
const signedOut = { ...signedInSession, signedIn: false, user: null };
const cartOf = (code: string, lines: number) => ({
  cart_code: code,
  lines: Array.from({ length: lines }, (_, i) => senchaLine({ id: String(i + 1), quantity: 12 })),
  total_price: 1080 * 12 * lines,
  user_rank: null,
  sales: [],
});

/**
 * A fake BFF as the mock upstream behaves: the member's cart `m1` (3 lines) answers only while
 * signed in; a guest cart `g1` (with `guestLines`) answers anyone; any other code is not found.
 */
const shop = (signedInAtStart: boolean, guestLines = 0): FakeApi & { signedIn: () => boolean } => {
  let signedIn = signedInAtStart;
  const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
  api.on('GET /session', () => ok(signedIn ? signedInSession : signedOut));
  api.on('POST /auth/signout', () => {
    signedIn = false;
    return ok({ signedIn: false });
  });
  api.on('POST /auth/signin', () => {
    signedIn = true;
    return ok({ user: signedInSession.user });
  });
  api.on('POST /cart/get', ({ body }) => {
    const code = (body as { cart_code: string }).cart_code;
    if (code === 'm1' && signedIn) return ok({ cart: cartOf('m1', 3) });
    if (code === 'g1') return ok({ cart: cartOf('g1', guestLines) });
    return fail('E000-004', 'The cart was not found.', 404);
  });
  return Object.assign(api, { signedIn: () => signedIn });
};

const headerCart = (count: number) =>
  screen.findAllByRole('link', { name: `Cart, ${count} product${count === 1 ? '' : 's'}` });

const logIn = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
  await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe("a member's cart across signing out and in", () => {
  beforeEach(() => localStorage.clear());

  it('leaves with the member at sign-out and comes back at the next sign-in', async () => {
    localStorage.setItem(cartKey, 'm1');
    const api = shop(true);
    const { user } = renderApp(null, { url: '/', api });
    expect((await headerCart(3)).length).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByText('You have logged out.');
    // Signed out, the cart is not shown and not asked for: its code waits, parked.
    expect(localStorage.getItem(cartKey)).toBeNull();
    expect(localStorage.getItem(parkedKey)).toBe('m1');
    const asked = api.callsTo('POST /cart/get').length;

    await logIn(user);
    expect((await headerCart(3)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('m1');
    expect(localStorage.getItem(parkedKey)).toBeNull();
    // No read of the member's cart was refused on the way.
    const refused = api
      .callsTo('POST /cart/get')
      .slice(asked)
      .filter((c) => (c.body as { cart_code: string }).cart_code !== 'm1');
    expect(refused).toEqual([]);
  });

  it('comes back after the session ended while signed out (the read was refused)', async () => {
    localStorage.setItem(cartKey, 'm1');
    const { user } = renderApp(null, { url: '/account/login', api: shop(false) });
    // The header's read is refused for the signed-out session: nothing counted, the code parked.
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await headerCart(0);
    expect(localStorage.getItem(parkedKey)).toBe('m1');
    await logIn(user);
    expect((await headerCart(3)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('m1');
  });

  it('keeps a guest cart the buyer filled meanwhile; the parked one waits', async () => {
    localStorage.setItem(cartKey, 'g1');
    localStorage.setItem(parkedKey, 'm1');
    const { user } = renderApp(null, { url: '/account/login', api: shop(false, 2) });
    await logIn(user);
    expect((await headerCart(2)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('g1');
    expect(localStorage.getItem(parkedKey)).toBe('m1');
  });

  it('drops a parked cart this member cannot read', async () => {
    localStorage.setItem(parkedKey, 'someone-else');
    const { user } = renderApp(null, { url: '/account/login', api: shop(false) });
    await logIn(user);
    await screen.findAllByRole('button', { name: 'Log out' });
    expect(localStorage.getItem(parkedKey)).toBeNull();
    expect(localStorage.getItem(cartKey)).toBeNull();
  });
});

// The member's cart follows the account to another browser: the gateway remembers it
// (`cart/mine`), and a signed-in browser without a filled cart of its own takes it up.
describe("a member's cart in the member's other browsers", () => {
  beforeEach(() => localStorage.clear());

  /** The shop of `shop`, whose gateway remembers `m1` as the member's cart. */
  const remembering = (signedIn: boolean, guestLines = 0) => {
    const api = shop(signedIn, guestLines);
    api.on('POST /cart/mine', () => ok({ cart_code: api.signedIn() ? 'm1' : null }));
    return api;
  };

  it('takes up the cart the member filled in another browser', async () => {
    const api = remembering(true);
    renderApp(null, { url: '/', api });
    expect((await headerCart(3)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('m1');
  });

  it('takes it up at sign-in on a browser whose own cart is empty', async () => {
    localStorage.setItem(cartKey, 'g1');
    const api = remembering(false);
    const { user } = renderApp(null, { url: '/account/login', api });
    await headerCart(0);
    // Signed out, nobody asks for the member's cart.
    expect(api.callsTo('POST /cart/mine')).toEqual([]);
    await logIn(user);
    expect((await headerCart(3)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('m1');
  });

  it("keeps this browser's filled guest cart: no merge", async () => {
    localStorage.setItem(cartKey, 'g1');
    const api = remembering(true, 2);
    renderApp(null, { url: '/', api });
    expect((await headerCart(2)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey)).toBe('g1');
    expect(api.callsTo('POST /cart/mine')).toEqual([]);
  });
});
