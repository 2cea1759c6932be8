import { screen, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { compareList } from '@/shared/catalog/compare-list';
import { matchaChocolateProduct, ricePolisherProduct } from '@/testing/catalog-fakes';

const favorite = (n: number) => ({
  skuId: `${n}01`,
  option: null,
  labels: [],
  item: {
    id: String(n),
    code: `P${n}`,
    name: `商品${n}`,
    name_en: `Product ${n}`,
    skus: [{ id: `${n}01` }],
    custom: { hscd: '0902.10', moq: 12, retailPriceWotax: 1000 * n, supplier_name_en: 'Tea Co.' },
  },
});

const supplier = (id: string, name: string) => ({
  id,
  code: `SUP${id}`,
  name,
  name_en: name,
  prefecture_code: 1,
  prefecture_en: 'Hokkaido',
  region_code: 'hokkaido',
  business_type: 'food',
  product_count: 3,
});

describe('favourites', () => {
  it('removes a product only after the confirmation, at once', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: [favorite(1), favorite(2)], hit: 2 }),
      'POST /member/favorite/addDelete': ok({ added: false }),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    expect(api.callsTo('POST /member/favorite/addDelete')).toEqual([]);
    const question = within(first).getByRole('alertdialog', {
      name: 'Remove “Product 1” from your favourites?',
    });
    expect(within(question).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();

    api.on('POST /member/favorite/list', ok({ favorites: [favorite(2)], hit: 1 }));
    await user.click(within(question).getByRole('button', { name: 'Yes, remove' }));
    expect(api.callsTo('POST /member/favorite/addDelete')[0]?.body).toEqual({ skuId: '101' });
    expect(await screen.findByText('1 product')).toBeVisible();
    expect(screen.queryByText('Product 1')).toBeNull();
  });

  it('keeps the product and says why when the removal fails', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: [favorite(1)], hit: 1 }),
      'POST /member/favorite/addDelete': fail('E999-999', 'We could not reach the server.', 502),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('We could not reach the server.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeVisible();
  });

  it('leads with the price the buyer pays and its MOQ, the retail price in Japan second', async () => {
    const base = favorite(3);
    const priced = {
      ...base,
      item: {
        ...base.item,
        skus: [
          { id: '301', price_tax_included: 2678 },
          { id: '302', price_tax_included: 16740 },
        ],
      },
    };
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: [priced], hit: 1 }),
    });
    renderApp(null, { url: '/favorites', session: signedInSession, api });
    const list = await screen.findByRole('list', { name: 'Favourites' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('¥2,678')).toBeVisible();
    expect(within(row).getByText('from')).toBeVisible();
    expect(within(row).getByText('incl. tax, per unit')).toBeVisible();
    expect(row.querySelector('.price__retail')).toHaveTextContent(
      'Retail price in Japan ¥3,300 incl. tax (¥3,000 excl. tax)',
    );
    expect(within(row).getByText(/MOQ 12 units/)).toBeVisible();
  });

  // docs/rules/cart-and-checkout.md#unit-price: the row said 'incl. tax, per unit' where the
  // product page says what one unit of P102064 is, its 60 g pack.
  it.each([
    ['en', 'incl. tax, per 60\u00a0g pack', 'incl. tax, per machine'],
    ['jp', '税込・1パック（60g）あたり', '税込・1台あたり'],
  ] as const)(
    'says what one unit is, as the product page does (%s)',
    async (language, pack, machine) => {
      const api = createFakeApi({
        'POST /member/favorite/list': ok({
          favorites: [
            { skuId: '10206401', option: null, labels: [], item: matchaChocolateProduct() },
            { skuId: '10000401', option: null, labels: [], item: ricePolisherProduct() },
          ],
          hit: 2,
        }),
      });
      renderApp(null, { url: '/favorites', session: { ...signedInSession, language }, api });
      const list = await screen.findByRole('list', {
        name: language === 'en' ? 'Favourites' : 'お気に入り',
      });
      const [chocolate, polisher] = within(list).getAllByRole('listitem');
      expect(chocolate!.querySelector('.price__pays .price__basis')?.textContent).toBe(pack);
      expect(polisher!.querySelector('.price__pays .price__basis')?.textContent).toBe(machine);
    },
  );

  // docs/rules/cart-and-checkout.md#unit-price: beside 'per 60 g pack' the row said 'MOQ 12 units',
  // where the product page's quantity box says 'MOQ 12 packs'.
  it.each([
    ['en', 'MOQ 12 packs', 'MOQ 2 machines'],
    ['jp', '最小発注数量 12パック', '最小発注数量 2台'],
  ] as const)(
    'counts the MOQ in the word its price names (%s)',
    async (language, packs, machines) => {
      const chocolate = { ...matchaChocolateProduct(), item_minimum_purchase: 12 };
      const polisher = { ...ricePolisherProduct(), item_minimum_purchase: 2 };
      const api = createFakeApi({
        'POST /member/favorite/list': ok({
          favorites: [
            { skuId: '10206401', option: null, labels: [], item: chocolate },
            { skuId: '10000401', option: null, labels: [], item: polisher },
          ],
          hit: 2,
        }),
      });
      renderApp(null, { url: '/favorites', session: { ...signedInSession, language }, api });
      const list = await screen.findByRole('list', {
        name: language === 'en' ? 'Favourites' : 'お気に入り',
      });
      const [chocolateRow, polisherRow] = within(list).getAllByRole('listitem');
      expect(within(chocolateRow!).getByText(new RegExp(packs))).toBeVisible();
      expect(within(polisherRow!).getByText(new RegExp(machines))).toBeVisible();
    },
  );

  // docs/rules/cart-and-checkout.md#quantity-bounds: P103569 states an MOQ of 6 under an item
  // minimum purchase of 11; its card, its page and its quantity box say 11, and so does its row.
  it.each([
    ['en', 'MOQ 11 units', 'MOQ 6 units'],
    ['jp', '最小発注数量 11個', '最小発注数量 6個'],
  ] as const)(
    'gives the MOQ the product page gives, the least the cart accepts (%s)',
    async (language, said, stated) => {
      const base = favorite(4);
      const sake = {
        ...base,
        item: {
          ...base.item,
          item_minimum_purchase: 11,
          skus: [{ id: '401', stock_quantity: 233, sku_minimum_purchase: 4 }],
          custom: { ...base.item.custom, moq: 6 },
        },
      };
      const api = createFakeApi({
        'POST /member/favorite/list': ok({ favorites: [sake], hit: 1 }),
      });
      renderApp(null, { url: '/favorites', session: { ...signedInSession, language }, api });
      const row = (await screen.findByRole('link', { name: /Product 4|商品4/ })).closest('li')!;
      expect(within(row).getByText(new RegExp(said))).toBeVisible();
      expect(within(row).queryByText(new RegExp(stated))).toBeNull();
    },
  );

  it.each([
    ['en', 'Download CSV', 'Opens in Excel with Japanese characters intact.'],
    ['jp', 'CSVをダウンロード', 'Excelで開いても日本語の文字化けはありません。'],
  ] as const)(
    'says what the CSV does for the buyer, not its encoding (%s)',
    async (language, name, hint) => {
      const api = createFakeApi({
        'POST /member/favorite/list': ok({ favorites: [favorite(1)], hit: 1 }),
      });
      renderApp(null, { url: '/favorites', session: { ...signedInSession, language }, api });
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAccessibleDescription(hint);
      expect(screen.queryByText(/BOM|UTF-8/)).toBeNull();
    },
  );

  it('cancels the confirmation without a call', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: [favorite(1)], hit: 1 }),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(api.callsTo('POST /member/favorite/addDelete')).toEqual([]);
  });
});

describe('follows', () => {
  it('unfollows one supplier after the confirmation', async () => {
    const api = createFakeApi({
      'POST /member/follows/list': ok({
        supplierIds: ['5001', '5002'],
        suppliers: [supplier('5001', 'Nakamura Foods'), supplier('5002', 'Sato Kiln')],
        hit: 2,
      }),
      'POST /member/follows/addDelete': ok({ followed: false, supplierIds: ['5002'] }),
    });
    const { user } = renderApp(null, { url: '/follows', session: signedInSession, api });
    const row = (await screen.findByRole('link', { name: 'Nakamura Foods' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Unfollow' }));
    api.on(
      'POST /member/follows/list',
      ok({ supplierIds: ['5002'], suppliers: [supplier('5002', 'Sato Kiln')], hit: 1 }),
    );
    await user.click(within(row).getByRole('button', { name: 'Yes, unfollow' }));
    expect(api.callsTo('POST /member/follows/addDelete')[0]?.body).toEqual({
      supplierId: '5001',
      follow: false,
    });
    expect(await screen.findByText('1 supplier')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nakamura Foods' })).toBeNull();
  });
});

describe('compare', () => {
  beforeEach(() => {
    localStorage.clear();
    compareList.reload();
  });

  it('shows the chosen products side by side on their export facts', async () => {
    compareList.toggle({ id: '1', code: 'P1', name: 'a' });
    compareList.toggle({ id: '2', code: 'P2', name: 'b' });
    const detail = (n: number, custom: Record<string, unknown>) => ({
      ...favorite(n).item,
      custom: { ...favorite(n).item.custom, ...custom },
    });
    const api = createFakeApi({
      'POST /items/detail': ok({
        items: [detail(2, { temperatureRange: 'frozen' }), detail(1, { temperatureRange: 'dry' })],
      }),
      'POST /customMaster/get': ok({ options: [] }),
    });
    const { user } = renderApp(null, { url: '/compare', session: signedInSession, api });
    const table = await screen.findByRole('table');
    expect(api.callsTo('POST /items/detail')[0]?.body).toEqual({ items: ['1', '2'] });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[1]).toContain('Product 1');
    expect(headers[2]).toContain('Product 2');
    const row = within(table)
      .getByRole('rowheader', { name: 'Transport temperature' })
      .closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ambient (dry)', 'Frozen']);
    await user.click(
      within(table).getByRole('button', { name: 'Remove Product 1 from the comparison' }),
    );
    expect(compareList.get().map((e) => e.id)).toEqual(['2']);
  });
});
