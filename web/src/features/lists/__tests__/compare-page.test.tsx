import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { compareList } from '@/shared/catalog/compare-list';

/** A compared product as `items/detail` gives it: its supplier, MOQ and producing prefecture. */
const product = (n: number, custom: Record<string, unknown> = {}) => ({
  id: String(n),
  code: `P${n}`,
  name: `商品${n}`,
  name_en: `Product ${n}`,
  skus: [{ id: `${n}01`, price_tax_included: 1080 * n, stock_quantity_infinity: true }],
  custom: {
    product_company_id: `500${n}`,
    supplier_name_jp: `仕入先${n}株式会社`,
    supplier_name_en: `Supplier ${n} Co., Ltd.`,
    producingPref: 22,
    moq: 12,
    ...custom,
  },
});

const prefectures = [{ code: '22', name: '静岡県', name_en: 'Shizuoka' }];
const certifications = [
  { code: 'fssc', name: 'FSSC 22000', name_en: 'FSSC 22000' },
  { code: 'usda', name: 'USDA オーガニック', name_en: 'USDA Organic' },
  { code: 'eu', name: 'EU オーガニック', name_en: 'EU Organic' },
  { code: 'jas', name: '有機JAS', name_en: 'JAS Organic' },
];
const cart = { cart_code: 'c1', lines: [], total_price: 0, user_rank: null, sales: [] };

const setup = (
  language: 'en' | 'jp' = 'en',
  items: object[] = [product(1), product(2, { moq: 3 })],
) => {
  const api = createFakeApi({
    'POST /items/detail': ok({ items }),
    'POST /customMaster/get': (call) => {
      const { system_name } = call.body as { system_name: string };
      return ok({
        options:
          system_name === 'prefectures'
            ? prefectures
            : system_name.startsWith('cettifications')
              ? certifications
              : [],
      });
    },
    'POST /member/favorite/list': ok({ favorites: [], hit: 0 }),
    'POST /member/favorite/addDelete': ok({ added: true }),
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /cart/create': ok({ cart_code: 'c1' }),
    'POST /cart/get': ok({ cart }),
    'POST /cart/add': ok({ cart }),
  });
  const url = language === 'jp' ? '/jp/compare' : '/compare';
  const view = renderApp(null, { url, session: { ...signedInSession, language }, api });
  return { ...view, api };
};

/** The column of one compared product, found by its name in the table's head. */
const column = async (name: string) => {
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  const heads = within(table).getAllByRole('columnheader');
  const index = heads.findIndex((head) => within(head).queryByRole('link', { name }));
  // Each row's header cell first, then one cell per product, in the head's order.
  const cells = within(table)
    .getAllByRole('row')
    .map((row) => row.children[index])
    .filter((cell): cell is HTMLElement => cell instanceof HTMLElement);
  return { head: heads[index]!, cells };
};

describe('the comparison (docs/rules/lists-and-requests.md#compare)', () => {
  beforeEach(() => {
    localStorage.clear();
    compareList.reload();
    compareList.toggle({ id: '1', code: 'P1', name: 'a' });
    compareList.toggle({ id: '2', code: 'P2', name: 'b' });
  });

  it("names each product's supplier, linked to its page, and its prefecture", async () => {
    setup();
    const { head } = await column('Product 1');
    expect(within(head).getByRole('link', { name: 'Supplier 1 Co., Ltd.' })).toHaveAttribute(
      'href',
      '/seller?id=5001',
    );
    expect(await within(head).findByText('Shizuoka', {}, { timeout: 5000 })).toBeVisible();
  });

  it('speaks Japanese only on the Japanese page', async () => {
    setup('jp');
    const { head } = await column('商品1');
    expect(within(head).getByRole('link', { name: '仕入先1株式会社' })).toHaveAttribute(
      'href',
      '/seller?id=5001',
    );
    expect(await within(head).findByText('静岡県', {}, { timeout: 5000 })).toBeVisible();
    expect(within(head).getByRole('button', { name: 'お気に入りに追加' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: '問い合わせ' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: '注文' })).toBeVisible();
    expect(screen.queryByText(/Supplier|Shizuoka|Add to cart/)).toBeNull();
  });

  // A column without a picture says so in a box of the picture's size, as the cards do, instead
  // of nothing above the name.
  it.each([
    ['en', 'Product ', 'No image'],
    ['jp', '商品', '画像なし'],
  ] as const)('says which product has no picture (%s)', async (language, name, none) => {
    setup(language, [{ ...product(1), image_url: '/images/products/sencha.svg' }, product(2)]);
    const pictured = (await column(`${name}1`)).head;
    expect(pictured.querySelector('.compare-product__image img')).toHaveAttribute(
      'src',
      '/images/products/sencha.svg',
    );
    expect(within(pictured).queryByText(none)).toBeNull();
    const bare = (await column(`${name}2`)).head;
    expect(bare.querySelector('img')).toBeNull();
    expect(within(bare).getByText(none).parentElement).toHaveClass('compare-product__image');
  });

  it('keeps a product as a favourite from its column', async () => {
    const { user, api } = setup();
    const { head } = await column('Product 2');
    // The list read again after the change holds it (a product is kept by its first SKU).
    const kept = { skuId: '201', option: null, labels: [], item: product(2) };
    api.on('POST /member/favorite/list', ok({ favorites: [kept], hit: 1 }));
    await user.click(within(head).getByRole('button', { name: 'Add to favourites' }));
    expect(
      await within(head).findByRole('button', { name: 'Remove from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /member/favorite/addDelete')[0]?.body).toEqual({ skuId: '201' });
  });

  it("leads to the product's ask and quote requests", async () => {
    setup();
    const { cells } = await column('Product 2');
    const links = cells.flatMap((cell) => within(cell).queryAllByRole('link'));
    expect(links.find((l) => l.textContent === 'Ask about this product')).toHaveAttribute(
      'href',
      '/js_ask_product?code=P2',
    );
    expect(links.find((l) => l.textContent === 'Request a quote')).toHaveAttribute(
      'href',
      '/js_quote_product?code=P2',
    );
  });

  it('adds a product to the cart starting at its MOQ', async () => {
    const { user, api } = setup();
    const { cells } = await column('Product 1');
    const order = cells.find((cell) => within(cell).queryByRole('button', { name: 'Add to cart' }));
    expect(order).toBeDefined();
    expect(within(order!).getByRole('textbox', { name: 'Quantity' })).toHaveValue('12');
    await user.click(within(order!).getByRole('button', { name: 'Add to cart' }));
    expect(await within(order!).findByText('Added to your cart.')).toBeInTheDocument();
    expect(api.callsTo('POST /cart/add')[0]?.body).toEqual({
      cart_code: 'c1',
      items: [{ item: { id: '1', skus: { id: '101' } }, order_quantity: 12, options: [] }],
    });
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: the MOQ row gives the least the cart accepts,
  // not the stated MOQ alone: product 1 states 12 under an item minimum purchase of 20; product 2
  // states 3, and its variations' own minimums (5 and 8) differ, so the lowest is said "from".
  it.each([
    ['en', '20 units', 'from 5 units'],
    ['jp', '20個', '5個〜'],
  ] as const)(
    'gives the minimum the cart accepts in the MOQ row (%s)',
    async (language, one, two) => {
      const second = product(2, { moq: 3 });
      setup(language, [
        { ...product(1), item_minimum_purchase: 20 },
        {
          ...second,
          skus: [
            {
              id: '201',
              price_tax_included: 2160,
              stock_quantity_infinity: true,
              sku_minimum_purchase: 8,
            },
            {
              id: '202',
              price_tax_included: 2160,
              stock_quantity_infinity: true,
              sku_minimum_purchase: 5,
            },
          ],
        },
      ]);
      const table = await screen.findByRole('table', {}, { timeout: 5000 });
      const row = within(table)
        .getAllByRole('row')
        .find((r) => /MOQ|最小発注数量/.test(r.firstElementChild?.textContent ?? ''));
      expect([...row!.children].slice(1).map((cell) => cell.textContent)).toEqual([one, two]);
    },
  );

  // The price row already shows what each product costs: the order row does not repeat it.
  it('shows each price once, in the price row, not again in the order row', async () => {
    setup();
    const { cells } = await column('Product 2');
    await within(
      cells.find((cell) => within(cell).queryByRole('button', { name: 'Add to cart' }))!,
    ).findByRole('textbox', { name: 'Quantity' });
    const prices = cells.filter((cell) => within(cell).queryByText('¥2,160'));
    expect(prices).toHaveLength(1);
    expect(prices[0]).toBe(cells[1]); // the first row after the head: the price row
  });

  // A product whose variations differ in price shows 'from ¥1,080' in the price row: the order
  // row says what the chosen variation costs, in every column (seen at 390 px, where the second
  // column showed none; docs/rules/lists-and-requests.md#compare).
  it.each([
    ['en', 'Product 2', '¥3,240'],
    ['jp', '商品2', '3,240円'],
  ] as const)(
    "shows each column's chosen variation's price (%s)",
    async (language, name, price) => {
      const two = product(2);
      setup(language, [
        product(1),
        {
          ...two,
          skus: [
            { id: '201', name: '200g', price_tax_included: 3240, stock_quantity_infinity: true },
            { id: '202', name: '500g', price_tax_included: 5400, stock_quantity_infinity: true },
          ],
        },
      ]);
      const { cells } = await column(name);
      const order = cells.find((cell) => cell.querySelector('.add-to-cart'))!;
      await waitFor(() => expect(order.querySelector('select')).not.toBeNull(), { timeout: 5000 });
      expect(within(order).getByText(price)).toBeVisible();
      // The narrow column's options hold the values only: the chosen price is said under the
      // select, and '200g — ¥3,240' was cut to '200g — ¥3,24' at 390 px.
      const options = [...order.querySelectorAll('option')].map((o) => o.textContent ?? '');
      expect(options).toHaveLength(2);
      for (const option of options) expect(option).not.toMatch(/¥|円|—|（/);
    },
  );

  // A cheaper variation that cannot be ordered (sold out) is no 'from' price: the price row says
  // the one price the buyer can pay (docs/rules/cart-and-checkout.md#headline-price). The order
  // row still says the chosen variation's price and notice under its variation box, as in every
  // column with a box (P102873's 'Net weight 100g' showed none while the others showed theirs).
  it.each([
    ['en', 'Product 2', '¥3,240', 'Out of stock'],
    ['jp', '商品2', '3,240円', '在庫切れ'],
  ] as const)(
    "says the chosen variation's price under its box where a cheaper one is sold out (%s)",
    async (language, name, price, soldOut) => {
      const two = product(2);
      const { user } = setup(language, [
        product(1),
        {
          ...two,
          skus: [
            { id: '201', name: '200g', price_tax_included: 810, stock_quantity: 0 },
            { id: '202', name: '500g', price_tax_included: 3240, stock_quantity_infinity: true },
          ],
        },
      ]);
      const { cells } = await column(name);
      const order = cells.find((cell) => cell.querySelector('.add-to-cart'))!;
      await waitFor(() => expect(order.querySelector('select')).not.toBeNull(), { timeout: 5000 });
      expect(within(order).getByText(price)).toBeVisible();
      // The sold-out one chosen: its own price, and its notice, under the box.
      await user.selectOptions(order.querySelector('select')!, '201');
      expect(within(order).getByText(/810/)).toBeVisible();
      expect(order).toHaveTextContent(soldOut);
    },
  );

  // A product that cannot be bought (P100112, selling stopped, 100g and 500g): the order row
  // showed its variation's price above 'Sales ended'. It says why first, the price muted after it
  // as the cards do, and offers no quantity or 'Add to cart' (docs/rules/search.md#prices-in-lists).
  it.each([
    ['en', 'Product 2', '¥3,240', 'Sales of this product have ended.'],
    ['jp', '商品2', '3,240円', 'この商品の販売は終了しました。'],
  ] as const)(
    'says why a product cannot be bought before its muted price, with nothing to add (%s)',
    async (language, name, price, ended) => {
      const two = product(2);
      setup(language, [
        product(1),
        {
          ...two,
          selling_status: 'end_of_sale',
          skus: [
            { id: '201', name: '100g', price_tax_included: 3240, stock_quantity_infinity: true },
            { id: '202', name: '500g', price_tax_included: 5400, stock_quantity_infinity: true },
          ],
        },
      ]);
      const { cells } = await column(name);
      const order = cells.find((cell) => cell.querySelector('.add-to-cart'))!;
      await waitFor(() => expect(order.querySelector('select')).not.toBeNull(), { timeout: 5000 });
      const state = within(order).getByText(ended);
      const amount = within(order).getByText(price);
      expect(state.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(amount.closest('.price')).toHaveClass('price--closed');
      expect(within(order).queryByRole('textbox')).toBeNull();
      expect(within(order).queryByRole('button')).toBeNull();
    },
  );

  // Certifications are marks: chips as on the cards and the product page (one as well as
  // several), never a comma-separated line ('FSSC 22000, USDA Organic, EU Organic').
  it.each([
    ['en', 'Product 1', ['FSSC 22000', 'USDA Organic', 'EU Organic'], ['JAS Organic']],
    ['jp', '商品1', ['FSSC 22000', 'USDA オーガニック', 'EU オーガニック'], ['有機JAS']],
  ] as const)(
    'shows certifications as chips (%s)',
    async (language, name, international, japanese) => {
      setup(language, [
        product(1, { cettifications: ['fssc', 'usda', 'eu'], cettificationsJapan: ['jas'] }),
        product(2),
      ]);
      const { cells } = await column(name);
      const rowNamed = (label: string) =>
        cells.find((cell) => cell.parentElement?.firstElementChild?.textContent === label)!;
      const chipsIn = (label: string) =>
        within(rowNamed(label))
          .queryAllByRole('listitem')
          .map((chip) => chip.textContent);
      const [certLabel, japanLabel] =
        language === 'en' ? ['Certifications', 'Japanese certifications'] : ['認証', '日本の認証'];
      await waitFor(() => expect(chipsIn(certLabel)).toEqual(international), { timeout: 5000 });
      expect(chipsIn(japanLabel)).toEqual(japanese);
      expect(rowNamed(certLabel).textContent).not.toContain(',');
    },
  );

  it('removes a product from the comparison, the others staying', async () => {
    const { user } = setup();
    const { head } = await column('Product 1');
    await user.click(
      within(head).getByRole('button', { name: 'Remove Product 1 from the comparison' }),
    );
    expect(compareList.get().map((e) => e.id)).toEqual(['2']);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('link', { name: 'Product 1' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Product 2' })).toBeVisible();
    // The removed product's controls went with its column.
    expect(within(table).getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    expect(within(table).getAllByRole('link', { name: 'Request a quote' })).toHaveLength(1);
  });
});
