import { configure, screen, within } from '@testing-library/react';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
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

  it('shows the cart with its count in the bottom bar at phone width, outside the menu', async () => {
    Object.assign(window, { innerWidth: 390 });
    localStorage.setItem('kakehashi.cartCode', 'c1');
    const api = createFakeApi();
    answerCatalogLookups(api);
    api.on('POST /category/trees', ok({ trees: [] }));
    const line = (line_id: string) => ({
      line_id,
      item: { id: 'i1', code: 'P100001', name: '煎茶', name_en: 'Sencha', skus: { id: 's1' } },
      option_group: null,
      options: [],
      order_quantity: 3,
      sell_price_tax_included: 1080,
      tax_rate: 8,
      subtotal: 3240,
    });
    const lines = [line('1'), line('2')];
    const totals = { subtotal: 6480, total_price: 6480, user_rank: null, sales: [] };
    api.on('POST /cart/get', ok({ cart: { cart_code: 'c1', lines, ...totals } }));
    renderApp(null, { url: '/faq_question', api, session: signedInSession });
    const bar = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(document.documentElement.dataset.device).toBe('sp');
    const cart = await within(bar).findByRole('link', { name: 'Cart, 6 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('6');
    expect(cart.closest('#site-menu')).toBeNull();
    localStorage.clear();
    Object.assign(window, { innerWidth: 1024 });
  });

  it("keeps a guest's cart in the header beside the menu button, outside the menu", async () => {
    Object.assign(window, { innerWidth: 390 });
    renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1 });
    const carts = await screen.findAllByRole('link', { name: 'Cart, 0 items' });
    expect(carts.some((link) => link.closest('#site-menu') === null)).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
    Object.assign(window, { innerWidth: 1024 });
  });
});
