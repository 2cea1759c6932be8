import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { paymentLoginConfig, senchaLine } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#quantity-bounds: the cart names each line's variation, keeps
// the MOQ as the stepper's minimum and says what to do with a line below it.
const weight = (grams: string) => [
  {
    variation_code: 'amount-g',
    variation_name: '内容量',
    variation_name_en: 'Net weight',
    selection_code: grams,
    selection_name: `${grams}g`,
  },
];
const lineOf = (quantity: number, moq: number) =>
  senchaLine({ quantity, custom: { moq }, variation: weight('500') });
const cartOf = (quantity: number, moq: number) => ({
  cart_code: 'c1',
  lines: [lineOf(quantity, moq)],
  subtotal: 1080 * quantity,
  total_price: 1080 * quantity,
  user_rank: null,
  sales: [],
});

/** The cart page of `cart`; `language` signs a signed-out visitor in that language. */
const setup = (cart: unknown, extra = {}, language?: (typeof signedOutSession)['language']) => {
  localStorage.setItem('kakehashi.cartCode', 'c1');
  const api = createFakeApi({
    'POST /cart/get': ok({ cart }),
    'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
    ...extra,
  });
  const session = language ? { session: { ...signedOutSession, language } } : {};
  return { ...renderApp(null, { url: '/cart', api, ...session }), api };
};

describe('cart page', () => {
  beforeAll(() => import('../routes/cart-page'));

  // A cart of 100 units is an order, not a sample: the lead fits any order (walk F15).
  it.each([
    ['en', 'Items you are about to order. Prices include Japanese consumption tax.'],
    ['jp', 'ご注文予定の商品です。価格は消費税込みです。'],
  ] as const)('leads any order by what it holds, not as samples (%s)', async (language, lead) => {
    setup(cartOf(100, 100), {}, language);
    expect(await screen.findByText(lead, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(/Samples|サンプル/)).toBeNull();
  });

  // On a phone the summary comes after every line: the total and the way to checkout stay at
  // the bottom (the product page's buy bar), taking the buyer to the summary's own button.
  it.each([
    ['en', 'Cart total', 'Total¥108,000tax incl., before delivery', 'Check out'],
    ['jp', 'カートの合計', '合計108,000円税込・送料別', '購入手続き'],
  ] as const)(
    'keeps the total and the way to checkout in a bar (%s)',
    async (language, name, total, action) => {
      const { user } = setup(cartOf(100, 100), {}, language);
      const bar = await screen.findByRole('complementary', { name });
      expect(bar.textContent?.replace(/\s/g, '')).toContain(total.replace(/\s/g, ''));
      const summary = screen.getByRole('complementary', {
        name: language === 'en' ? 'Order summary' : 'ご注文内容',
      });
      // It steps aside once the summary's own way on is on screen, not its top (cart-checkout).
      const checkout = document.getElementById('cart-checkout')!;
      expect(summary).toContainElement(checkout);
      checkout.scrollIntoView = jest.fn();
      await user.click(within(bar).getByRole('button', { name: action }));
      expect(checkout.scrollIntoView).toHaveBeenCalled();
      expect(within(summary).getByRole('button', { name: /checkout|購入手続き/i })).toHaveFocus();
    },
  );

  it('names the variation of a line and keeps the quantity at or above the MOQ', async () => {
    const { user } = setup(cartOf(100, 100));
    expect(await screen.findByText('Net weight: 500g')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Sencha' });
    expect(quantity).toHaveAccessibleDescription(/^MOQ 100 packs\s·\sorder up to 999 packs$/);
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.tab();
    expect(quantity).toHaveValue('100');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to 100 packs: the minimum order quantity (MOQ) is 100 packs.',
    );
    // One unit of the quantity is one 500 g pack, as the line's variation says: counted in packs.
    expect(screen.getByText('incl. tax, per 500 g pack')).toBeInTheDocument();
    // The line's total is named, so it does not read as another unit price.
    expect(screen.getByText('Line total').parentElement).toHaveTextContent('Line total ¥108,000');
  });

  // A line without a picture says so, as a product card does, instead of an empty grey box.
  it.each([
    [undefined, 'No image'],
    ['jp', '画像なし'],
  ] as const)(
    'shows a line’s picture, or says it has none (language %s)',
    async (language, none) => {
      const pictured = {
        ...lineOf(100, 100),
        line_id: '2',
        item: { ...lineOf(100, 100).item, id: 'i2', image_url: '/images/products/sencha.svg' },
      };
      const { container } = setup(
        { ...cartOf(100, 100), lines: [lineOf(100, 100), pictured] },
        {},
        language,
      );
      // The note in the picture's frame, in the one look it has everywhere (ProductImage).
      const note = await screen.findByText(none);
      expect(note).toHaveClass('product-image__none');
      expect(note.parentElement).toHaveClass('product-image', 'cart-line__image');
      const pictures = container.querySelectorAll('.cart-line__image img');
      expect([...pictures].map((img) => img.getAttribute('src'))).toEqual([
        '/images/products/sencha.svg',
      ]);
    },
  );

  // docs/rules/cart-and-checkout.md#cart: the total is said to be before delivery, whose
  // fee the checkout adds once a method is chosen, so the checkout's larger total is no surprise.
  it.each([
    [undefined, 'Delivery Chosen at checkout', 'Total ¥108,000 tax incl., before delivery'],
    ['jp', '送料 ご購入手続きで選択', '合計 108,000円 税込・送料別'],
  ] as const)(
    'says the total is before delivery (language %s)',
    async (language, delivery, total) => {
      const { container } = setup(cartOf(100, 100), {}, language);
      await screen.findByText(delivery.split(' ')[0]!);
      const rows = [...container.querySelectorAll('.totals .totals__row')].map((row) =>
        [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
      );
      expect(rows).toEqual([expect.stringMatching(/^(Subtotal|小計)/), delivery, total]);
    },
  );

  it('says that a frozen line ships frozen by cool delivery (not chilled), and says nothing for dry goods', async () => {
    const dry = lineOf(100, 100);
    const frozen = {
      ...lineOf(12, 12),
      line_id: '2',
      item: {
        ...dry.item,
        id: 'i2',
        code: 'P100002',
        custom: { moq: 12, temperatureRange: 'frozen' },
      },
    };
    setup({ ...cartOf(100, 100), lines: [dry, frozen] });
    expect(await screen.findByText('Ships frozen (cool delivery)')).toBeInTheDocument();
    expect(screen.getAllByText(/cool delivery/)).toHaveLength(1);
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: an emptied box is no order for the MOQ.
  it('keeps a line’s quantity when its box is emptied, sends nothing and says so', async () => {
    const { user, api } = setup(cartOf(120, 100));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Sencha' });
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('120');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The quantity box was empty: type a number to change it. It stays at 120 packs.',
    );
    expect(api.callsTo('POST /cart/update')).toHaveLength(0);
  });

  it('says what to do with a line below the MOQ, and shows the BFF’s refusal', async () => {
    const { user } = setup(cartOf(1, 100), {
      'POST /cart/update': fail('E000-400', 'Please check your input.', 400, [
        { name: 'items.0.order_quantity', value: 'The minimum order quantity (MOQ) is 100.' },
      ]),
    });
    expect(
      await screen.findByText(
        'The minimum order quantity (MOQ) for this product is 100 packs. Change the quantity to at least 100 packs or remove the item.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(await screen.findByText('The minimum order quantity (MOQ) is 100.')).toBeInTheDocument();
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: the line's problem names the minimum as the
  // MOQ, with its unit, as its bounds and the product page do ('MOQ 24 packs' / 「最小発注数量
  // 24パック」 for the line's 500 g pack, docs/rules/cart-and-checkout.md#unit-price), whatever sets
  // it: here an item minimum purchase of 24 above a stated MOQ of 6 (it said 'Please order at least
  // 24 units' under 'MOQ 24 units'; wording changed on purpose).
  it.each([
    [
      'en',
      'The minimum order quantity (MOQ) for this product is 24\u00a0packs. Change the quantity to at least 24\u00a0packs or remove the item.',
      'MOQ 24 packs\u00a0· order up to 999 packs',
    ],
    [
      'jp',
      'この商品の最小発注数量（MOQ）は24パックです。数量を24パック以上にするか、商品を削除してください。',
      '最小発注数量 24パック・最大 999パックまで',
    ],
  ] as const)(
    'names a minimum the line is below as the MOQ its bounds give (%s)',
    async (language, problem, bound) => {
      localStorage.setItem('kakehashi.cartCode', 'c1');
      const below = lineOf(3, 0);
      const cart = {
        ...cartOf(3, 0),
        lines: [
          { ...below, item: { ...below.item, custom: { moq: 6 }, item_minimum_purchase: 24 } },
        ],
      };
      setup(cart, {}, language);
      expect((await screen.findByRole('alert')).textContent).toBe(problem);
      expect(document.querySelector('.quantity__bounds')?.textContent).toBe(bound);
    },
  );

  // An upstream's field error carries the value it refused, not a sentence: the buyer reads the
  // Result's message in the page language, never a bare '494' (docs/rules/errors-and-messages.md).
  it.each([
    ['en', 'One more', 'Please order between 24 and 247.'],
    ['jp', '1つ増やす', '数量は24から247の範囲で指定してください。'],
  ] as const)(
    'says the upstream’s refusal of a quantity as a sentence, not its raw value (%s)',
    async (language, more, message) => {
      const { user } = setup(
        cartOf(246, 24),
        {
          'POST /cart/update': fail('E030-001', `${message} [E030-001]`, 400, [
            { name: 'items.0.order_quantity', value: '494' },
          ]),
        },
        language,
      );
      await user.click(await screen.findByRole('button', { name: more }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`${message} [E030-001]`);
      expect(screen.queryByText('494')).not.toBeInTheDocument();
    },
  );

  // Japanese punctuation in what the line composes (「内容量：500g」, 「包装：風呂敷・名入れ：佐藤」);
  // the code is labelled as on the product page (a bare 'P100001' said nothing to a buyer).
  it.each([
    ['jp', '内容量：500g', '商品コード：P100001', '・包装：風呂敷、金箔・名入れ：佐藤'],
    ['en', 'Net weight: 500g', 'Item code: P100001', ' · 包装: 風呂敷, 金箔 · 名入れ: 佐藤'],
  ] as const)(
    'names the variation and options the page way (%s)',
    async (language, sku, code, options) => {
      localStorage.setItem('kakehashi.cartCode', 'c1');
      const line = {
        ...lineOf(100, 100),
        option_group: {
          id: 'g1',
          name: 'ギフト',
          options: [
            {
              id: 'o1',
              name: '包装',
              type: 'select' as const,
              selects: [
                { id: 'furoshiki', name: '風呂敷', price_tax_included: 0 },
                { id: 'gold', name: '金箔', price_tax_included: 0 },
              ],
            },
            { id: 'o2', name: '名入れ', type: 'input' as const },
          ],
        },
        options: [
          { item_option_id: 'o1', selects: [{ id: 'furoshiki' }, { id: 'gold' }] },
          { item_option_id: 'o2', inputs: [{ id: 'o2', input_value: '佐藤' }] },
        ],
      };
      setup({ ...cartOf(100, 100), lines: [line] }, {}, language);
      expect(await screen.findByText(sku)).toBeInTheDocument();
      expect(screen.getByText(code, { selector: '.cart-line__meta' })).toHaveTextContent(
        new RegExp(`^${code}${options}$`),
      );
    },
  );

  // docs/rules/cart-and-checkout.md#cart: a line of 24 cases picked with care is not gone at one
  // press. The in-place question names it and its quantity; once confirmed the cart says which
  // line went, politely, with the focus there (the line's button went with it), until the next
  // change of the cart.
  it.each([
    [
      'en',
      'Remove Sencha',
      'Remove Sencha (24\u00a0units) from your cart?',
      'Keep the item',
      'Yes, remove',
      'Removed Sencha (24\u00a0units) from your cart.',
      'One more',
    ],
    [
      'jp',
      '煎茶を削除',
      '煎茶（24個）をカートから削除しますか？',
      'そのままにする',
      '削除する',
      '煎茶（24個）をカートから削除しました。',
      '1つ増やす',
    ],
  ] as const)(
    'removes a line only once asked in place, then says which line went (%s)',
    async (language, remove, question, keep, yes, removed, more) => {
      const sencha = senchaLine({ quantity: 24, custom: { moq: 24 } });
      const other = senchaLine({ id: '2', quantity: 24 });
      const matcha = { ...other, item: { ...other.item, name: '抹茶', name_en: 'Matcha' } };
      const both = { ...cartOf(24, 24), lines: [sencha, matcha] };
      const left = { ...cartOf(24, 24), lines: [matcha] };
      const { user, api } = setup(
        both,
        {
          'POST /cart/update': (call: { body: unknown }) => {
            const quantity = (call.body as { items: { order_quantity: number }[] }).items[0]!
              .order_quantity;
            return ok({
              cart: quantity === 0 ? left : { ...left, lines: [{ ...matcha, order_quantity: 25 }] },
            });
          },
        },
        language,
      );
      await user.click(await screen.findByRole('button', { name: remove }));
      expect(screen.getByRole('alertdialog', { name: question })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: keep }));
      expect(api.callsTo('POST /cart/update')).toHaveLength(0);
      expect(document.querySelectorAll('.cart-line')).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: remove }));
      await user.click(screen.getByRole('button', { name: yes }));
      const status = await screen.findByText(removed.replace(/\u00a0/g, ' '));
      expect(status.textContent).toBe(removed);
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toHaveFocus();
      expect(api.callsTo('POST /cart/update')[0]!.body).toMatchObject({
        items: [{ item: { skus: { id: 's1' } }, order_quantity: 0, options: [] }],
      });
      expect(screen.queryByRole('button', { name: remove })).not.toBeInTheDocument();

      // Something else done in the cart ends it.
      await user.click(screen.getByRole('button', { name: more }));
      expect(status).not.toBeInTheDocument();
    },
  );

  // Only members browse the catalogue: a guest's empty cart says the way to products is a login
  // and brings them back to search after it, instead of a 'Browse products' that lands on login.
  it.each([
    ['en', 'Log in to browse products'],
    ['jp', 'ログインして商品を探す'],
  ] as const)(
    "leads a guest's empty cart to products through the login (%s)",
    async (language, name) => {
      setup({ ...cartOf(100, 100), lines: [], total_price: 0 }, {}, language);
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        '/account/login?redirect=%2Fsearch%2FsearchList',
      );
    },
  );

  it("leads a member's empty cart straight to search", async () => {
    localStorage.setItem('kakehashi.cartCode', 'c1');
    const api = createFakeApi({
      'POST /cart/get': ok({ cart: { ...cartOf(100, 100), lines: [], total_price: 0 } }),
      'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
    });
    renderApp(null, { url: '/cart', api, session: signedInSession });
    expect(await screen.findByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/search/searchList',
    );
  });

  it('empties the cart only once the in-place question is confirmed, saying what stays', async () => {
    const browserDialog = jest.spyOn(window, 'confirm');
    const { user, api } = setup(cartOf(100, 100), {
      'POST /cart/clear': ok({ cart: { ...cartOf(100, 100), lines: [], total_price: 0 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Empty the cart' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Remove every item from your cart?' }),
    ).toHaveAccessibleDescription(
      'Your favourites stay as they are. To order again, add products from search or by product code below.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep the items' }));
    expect(api.callsTo('POST /cart/clear')).toHaveLength(0);
    expect(screen.getByText('Net weight: 500g')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
    await user.click(screen.getByRole('button', { name: 'Yes, empty the cart' }));
    expect(
      await screen.findByText('Your cart is empty. Find products to sample and add them here.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /cart/clear')).toHaveLength(1);
    expect(browserDialog).not.toHaveBeenCalled();
  });

  // W9, docs/rules/cart-and-checkout.md#unit-price: a line priced 'per 720 ml bottle' is counted in
  // bottles by its bounds, the question before removing it and the note after (1 bottle, 2 bottles).
  it.each([
    [
      'en',
      'MOQ 1 bottle\u00a0· order up to 999 bottles',
      'Remove Sencha',
      'Remove Sencha (2\u00a0bottles) from your cart?',
      'Yes, remove',
      'Removed Sencha (2\u00a0bottles) from your cart.',
    ],
    [
      'jp',
      '最小発注数量 1本・最大 999本まで',
      '煎茶を削除',
      '煎茶（2本）をカートから削除しますか？',
      '削除する',
      '煎茶（2本）をカートから削除しました。',
    ],
  ] as const)(
    'counts a bottled line in bottles (%s)',
    async (language, bounds, remove, question, yes, removed) => {
      const bottles = senchaLine({
        quantity: 2,
        custom: { moq: 1, quantityPerItem: '720', quantityPerItemUnit: 'ml' },
      });
      const empty = { ...cartOf(2, 1), lines: [], subtotal: 0, total_price: 0 };
      const { user } = setup(
        { ...cartOf(2, 1), lines: [bottles] },
        { 'POST /cart/update': ok({ cart: empty }) },
        language,
      );
      await user.click(await screen.findByRole('button', { name: remove }));
      expect(document.querySelector('.quantity__bounds')?.textContent).toBe(bounds);
      expect(screen.getByRole('alertdialog', { name: question })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: yes }));
      expect((await screen.findByText(removed.replace(/\u00a0/g, ' '))).textContent).toBe(removed);
    },
  );
});
