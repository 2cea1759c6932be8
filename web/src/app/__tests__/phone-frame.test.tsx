import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

describe('header menu and bottom bar (UI.md "Frame")', () => {
  const open = (url = '/faq_question') => {
    const api = createFakeApi();
    answerCatalogLookups(api);
    api.on(
      'POST /category/trees',
      ok({
        trees: [
          {
            code: 'food',
            name: '食品',
            name_en: 'Food',
            parent_code: null,
            item_count: 5,
            children: [
              {
                code: 'food-tea',
                name: '日本茶',
                name_en: 'Japanese Tea',
                parent_code: 'food',
                item_count: 5,
                children: [],
              },
            ],
          },
        ],
      }),
    );
    return renderApp(null, { url, api, session: signedInSession });
  };

  it('opens and closes the menu with its button, and closes it on a page change', async () => {
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Language and account' });
    expect(menu).toHaveClass('is-open');
    await user.click(within(menu).getByRole('link', { name: /Favourites/ }));
    expect(
      await screen.findByRole('button', { name: 'Menu', expanded: false }),
    ).toBeInTheDocument();
  });

  it('has a bottom bar with the main places and a category bar', async () => {
    open();
    const bar = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Search', 'Favourites', 'Cart', 'Account']);
    const categories = await screen.findByRole('navigation', { name: 'Product categories' });
    expect(await within(categories).findByRole('link', { name: 'Japanese Tea' })).toHaveAttribute(
      'href',
      '/search/searchList?category=food-tea',
    );
  });

  /** A signed-in buyer at `width` px whose cart holds `lines` (each line of `units`). */
  const withCart = (lines: number, units: number, width = 390, language: 'en' | 'jp' = 'en') => {
    Object.assign(window, { innerWidth: width });
    localStorage.setItem('kakehashi.cartCode', 'c1');
    const api = createFakeApi();
    answerCatalogLookups(api);
    api.on('POST /category/trees', ok({ trees: [] }));
    const line = (n: number) => ({
      line_id: String(n),
      item: {
        id: `i${n}`,
        code: `P1${String(n).padStart(5, '0')}`,
        name: '煎茶',
        name_en: 'Sencha',
        skus: { id: `s${n}` },
      },
      option_group: null,
      options: [],
      order_quantity: units,
      sell_price_tax_included: 1080,
      tax_rate: 8,
      subtotal: 1080 * units,
    });
    const cartLines = Array.from({ length: lines }, (_, n) => line(n + 1));
    const total = 1080 * units * lines;
    const totals = { subtotal: total, total_price: total, user_rank: null, sales: [] };
    api.on('POST /cart/get', ok({ cart: { cart_code: 'c1', lines: cartLines, ...totals } }));
    return renderApp(null, {
      url: '/faq_question',
      api,
      session: { ...signedInSession, language },
    });
  };
  afterEach(() => {
    localStorage.clear();
    Object.assign(window, { innerWidth: 1024 });
  });

  it('shows the cart with its count of products in the bottom bar at phone width, outside the menu', async () => {
    withCart(2, 3);
    const bar = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(document.documentElement.dataset.device).toBe('sp');
    const cart = await within(bar).findByRole('link', { name: 'Cart, 2 products' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('2');
    expect(cart.closest('#site-menu')).toBeNull();
  });

  // docs/rules/cart-and-checkout.md#pages: the badge counts lines, not units (a B2B line is at
  // least an MOQ, so counting units showed "99+" for a single product).
  it.each([390, 1280])(
    'counts one line of 100 units as 1 product in the header and bottom bar (%i px)',
    async (width) => {
      withCart(1, 100, width);
      const carts = await screen.findAllByRole('link', { name: 'Cart, 1 product' });
      expect(carts).toHaveLength(2);
      for (const cart of carts) {
        expect(cart.querySelector('[class$="__badge"]')).toHaveTextContent(/^1$/);
      }
      expect(screen.queryByText('99+')).toBeNull();
    },
  );

  it('says the count in Japanese: one line of 100 units is 「カート（1商品）」', async () => {
    withCart(1, 100, 390, 'jp');
    const carts = await screen.findAllByRole('link', { name: 'カート（1商品）' });
    expect(carts.length).toBeGreaterThan(0);
    expect(screen.queryByText('99+')).toBeNull();
  });

  it('shows "99+" only beyond 99 lines', async () => {
    withCart(99, 1, 1280);
    expect(await screen.findAllByRole('link', { name: 'Cart, 99 products' })).toHaveLength(2);
    expect(screen.queryByText('99+')).toBeNull();
    cleanup();
    localStorage.setItem('kakehashi.cartCode', 'c1');
    withCart(100, 1, 1280);
    const carts = await screen.findAllByRole('link', { name: 'Cart, 100 products' });
    for (const cart of carts) expect(cart).toHaveTextContent('99+');
  });

  // docs/rules/cart-and-checkout.md#pages: a cart that could not be read is not an empty cart.
  it.each([390, 1280])(
    'never says 0 products when the cart cannot be read (shop service out of reach, %i px)',
    async (width) => {
      Object.assign(window, { innerWidth: width });
      localStorage.setItem('kakehashi.cartCode', 'c1');
      const api = createFakeApi();
      answerCatalogLookups(api);
      api.on('POST /category/trees', ok({ trees: [] }));
      api.on(
        'POST /cart/get',
        fail('E000-521', 'Kakehashi cannot reach the shop service right now. [E000-521]', 502),
      );
      renderApp(null, { url: '/faq_question', api, session: signedInSession });
      await screen.findByRole('navigation', { name: 'Main sections' });
      await waitFor(() => expect(api.callsTo('POST /cart/get').length).toBeGreaterThan(0));
      const carts = await screen.findAllByRole('link', { name: 'Cart' });
      expect(carts).toHaveLength(2);
      expect(screen.queryByRole('link', { name: /Cart, \d/ })).toBeNull();
      for (const cart of carts) expect(cart.querySelector('[class$="__badge"]')).toBeNull();
    },
  );

  it("keeps a guest's cart in the header beside the menu button, outside the menu", async () => {
    Object.assign(window, { innerWidth: 390 });
    renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1 });
    const carts = await screen.findAllByRole('link', { name: 'Cart, 0 products' });
    expect(carts.some((link) => link.closest('#site-menu') === null)).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
    Object.assign(window, { innerWidth: 1024 });
  });
});
