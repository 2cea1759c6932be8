import { screen, waitFor } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok, type FakeAnswer } from '@/testing/fake-api';
import { phrasesOf } from '@/testing/phrases';
import { AddToCart } from '../add-to-cart';

const gift = {
  id: 'gift',
  name: 'Gift wrapping',
  options: [
    {
      id: 'wrap',
      name: 'Wrapping',
      type: 'select',
      selects: [{ id: 'premium', name: 'Premium', price_tax_included: 880 }],
    },
  ],
};

const item = (overrides: Partial<Item> = {}, sku: object = {}): Item => ({
  id: 'i1',
  code: 'P-001',
  name: '煎茶',
  item_minimum_purchase: 2,
  skus: [
    { id: 's1', price_tax_included: 1200, stock_quantity: 5, sku_minimum_purchase: 3, ...sku },
  ],
  ...overrides,
});

/** A product whose MOQ (24) comes from its custom field, with 247 in stock. */
const moqOf24 = () =>
  item(
    { item_minimum_purchase: null, custom: { moq: 24 } },
    { stock_quantity: 247, sku_minimum_purchase: null },
  );
/** A variation that differs by net weight alone: '250' → 内容量 / Net weight 250g. */
const variation = (value: string) => [
  {
    variation_code: 'amount-g',
    variation_name: '内容量',
    variation_name_en: 'Net weight',
    selection_code: value,
    selection_name: `${value}g`,
  },
];
const cart = { cart_code: 'c1', lines: [], total_price: 0, user_rank: null, sales: [] };

const setup = (
  subject: Item,
  signedIn = false,
  language: 'en' | 'jp' = 'en',
  cartAdd: FakeAnswer = ok({ cart }),
) => {
  localStorage.clear();
  const api = createFakeApi({
    'POST /optiongroup/get': ok({ option_groups: [gift] }),
    'POST /cart/create': ok({ cart_code: 'c1' }),
    'POST /cart/get': ok({ cart }),
    'POST /cart/add': cartAdd,
    'POST /member/notify/addDelete': ok({ added: true }),
  });
  const view = renderApp(<AddToCart item={subject} requests={<a href="/ask">Ask instead</a>} />, {
    url: '/show',
    api,
    session: signedIn
      ? { ...signedInSession, language }
      : language === 'jp'
        ? { language }
        : undefined,
  });
  return { ...view, api };
};

describe('add to cart (docs/rules/cart-and-checkout.md#cart)', () => {
  it('keeps the quantity inside the contracts bounds and sends the options', async () => {
    const { user, api } = setup(item());
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('3'); // max(item 2, SKU 3, 1)
    // stock 5
    expect(document.querySelector('.quantity__bounds')?.textContent).toBe(
      'MOQ 3 units\u00a0· order up to 5 units',
    );
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantity).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.tab();
    expect(quantity).toHaveValue('5');
    // A typed number brought inside the bounds is said, not changed silently.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to 5 units: at most 5 units can be ordered.',
    );
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.tab();
    expect(quantity).toHaveValue('3');
    // The box says 'MOQ 3 units' (set by the SKU's minimum purchase): the change names the MOQ
    // too, not 'please order at least 3 units' (docs/rules/cart-and-checkout.md#quantity-bounds).
    expect(screen.getByRole('status')).toHaveTextContent(
      'Changed to 3 units: the minimum order quantity (MOQ) is 3 units.',
    );
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.selectOptions(await screen.findByLabelText('Wrapping'), 'premium');
    expect(screen.getByText('¥2,080')).toBeInTheDocument(); // 1,200 + 880, tax included
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
    expect(api.callsTo('POST /cart/add')[0]?.body).toEqual({
      cart_code: 'c1',
      items: [
        {
          item: { id: 'i1', skus: { id: 's1' } },
          order_quantity: 5,
          options: [{ item_option_id: 'wrap', selects: [{ id: 'premium' }] }],
        },
      ],
    });
  });

  it('offers nothing to buy outside the purchase and reserve-order periods', async () => {
    setup(item({ purchase_period_begin: '2099-01-01T00:00:00Z' }));
    expect(await screen.findByText('This product is not on sale yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask instead' })).toBeInTheDocument();
  });

  // docs/rules/cart-and-checkout.md#orderability: P102293 has no period set and stock left, but
  // the upstream says its selling ended; the cart refuses it (E030-002), so no quantity is offered.
  it.each([
    ['en', 'Sales of this product have ended.'],
    ['jp', 'この商品の販売は終了しました。'],
  ] as const)(
    'says plainly that sales ended where the upstream says end_of_sale (%s)',
    async (language, text) => {
      setup(
        item({ selling_status: 'end_of_sale', custom: { moq: 50 } }, { stock_quantity: 396 }),
        false,
        language,
      );
      expect(
        await screen.findByText(
          (_, element) => element?.matches('.notice') === true && element.textContent === text,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Add to cart|カートに入れる/ })).toBeNull();
      // The ways to ask the supplier or request a quote stand in their place.
      expect(screen.getByRole('link', { name: 'Ask instead' })).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Ask the supplier whether and when it can be ordered.'],
    ['jp', 'ご注文いただけるかどうかや時期は、事業者にお問い合わせください。'],
  ] as const)(
    'says what to do next when the cart refuses it as not purchasable now (%s)',
    async (language, next) => {
      const refused = fail('E030-002', 'This product cannot be purchased now. [E030-002]');
      const { user } = setup(moqOf24(), false, language, refused);
      await user.click(await screen.findByRole('button', { name: /Add to cart|カートに入れる/ }));
      // Found by its whole text: a Japanese notice is split into its phrases.
      expect(
        await screen.findByText(
          (_, element) => element?.matches('.notice') === true && element.textContent === next,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask instead' })).toBeInTheDocument();
    },
  );

  it('says "Reserve order" inside the reserve-order period', async () => {
    setup(
      item({
        purchase_period_begin: '2099-01-01T00:00:00Z',
        reserve_order_period_begin: '2020-01-01T00:00:00Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reserve order' })).toBeInTheDocument();
  });

  it('replaces the cart with the arrival notification for a sold-out SKU', async () => {
    const { user, api } = setup(item({}, { stock_quantity: 0 }), true);
    await user.click(
      await screen.findByRole('button', { name: 'Email me when it is back in stock' }),
    );
    expect(await screen.findByRole('button', { name: /We will email you/ })).toBeInTheDocument();
    expect(api.callsTo('POST /member/notify/addDelete')[0]?.body).toEqual({ skuId: 's1' });
    expect(api.callsTo('POST /cart/add')).toEqual([]);
  });

  // The MOQ with its unit, as the product cards say it, and the most one can order (here the
  // stock) said as such; each part is one unbreakable piece, so 「292個」 never sits alone.
  it.each([
    ['en', 'Quantity', 'MOQ 100 units', 'order up to 292 units'],
    ['jp', '数量', '最小発注数量 100個', '最大 292個まで'],
  ] as const)(
    'names the MOQ and the most one can order with units (%s)',
    async (language, label, moq, max) => {
      setup(
        item(
          { item_minimum_purchase: null, custom: { moq: 100 } },
          { stock_quantity: 292, sku_minimum_purchase: null },
        ),
        false,
        language,
      );
      const quantity = await screen.findByRole('textbox', { name: label });
      expect(quantity).toHaveValue('100');
      const bounds = screen.getByText(moq);
      expect(bounds).toHaveClass('quantity__bound');
      expect(screen.getByText(max)).toHaveClass('quantity__bound');
      // Read as one line; the separator leads the maximum inside its part (quantity-stepper.tsx).
      expect(bounds.parentElement?.textContent).toBe(
        `${moq}${language === 'en' ? '\u00a0· ' : '・'}${max}`,
      );
    },
  );

  // docs/rules/cart-and-checkout.md#quantity-bounds: one wording on every line, whatever sets the
  // minimum; the product wording changed on purpose (it said 'Order 1 to 292 units' without an
  // MOQ and 'MOQ 12 units · order up to 32 units' with one, line by line).
  it.each([
    [
      'en',
      'Quantity',
      'MOQ 1 unit\u00a0· order up to 292 units',
      'MOQ 1 unit',
      'MOQ 1 unit\u00a0· order up to 1 unit',
    ],
    [
      'jp',
      '数量',
      '最小発注数量 1個・最大 292個まで',
      '最小発注数量 1個',
      '最小発注数量 1個・最大 1個まで',
    ],
  ] as const)(
    'names the bounds in the one wording without an MOQ (%s)',
    async (language, label, range, minOnly, exact) => {
      const noMoq = { item_minimum_purchase: null, custom: {} };
      const cases = [
        [{ stock_quantity: 292 }, range],
        [{ stock_quantity: null }, minOnly],
        [{ stock_quantity: 1 }, exact],
      ] as const;
      for (const [stock, said] of cases) {
        const view = setup(item(noMoq, { sku_minimum_purchase: null, ...stock }), false, language);
        const quantity = await screen.findByRole('textbox', { name: label });
        expect(quantity).toHaveValue('1');
        expect(document.querySelector('.quantity__bounds')?.textContent).toBe(said);
        view.unmount();
      }
    },
  );

  // P103569: a stated MOQ of 6 under an item minimum purchase of 11. The stepper starts at 11 and
  // calls it the MOQ, as the card and the key facts now do, never 'Order 11 to 68 units' beside
  // a card's 'MOQ 6 units'.
  it.each([
    ['en', 'Quantity', 'MOQ 11 units\u00a0· order up to 68 units'],
    ['jp', '数量', '最小発注数量 11個・最大 68個まで'],
  ] as const)(
    'names a minimum purchase above the stated MOQ as the MOQ (%s)',
    async (language, label, said) => {
      setup(
        item(
          { item_minimum_purchase: 11, custom: { moq: 6 } },
          { stock_quantity: 233, sku_minimum_purchase: 4, sku_maximum_purchase: 68 },
        ),
        false,
        language,
      );
      const quantity = await screen.findByRole('textbox', { name: label });
      expect(quantity).toHaveValue('11');
      expect(document.querySelector('.quantity__bounds')?.textContent).toBe(said);
    },
  );

  it('starts the stepper at the MOQ, names it, and never lets a quantity below it through', async () => {
    const { user, api } = setup(
      item(
        { item_minimum_purchase: null, custom: { moq: 100 } },
        { stock_quantity_infinity: true, sku_minimum_purchase: null },
      ),
    );
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('100');
    expect(quantity).toHaveAccessibleDescription(/^MOQ 100 units\s·\sorder up to 999 units$/);
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.tab();
    expect(quantity).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to your cart.');
    expect(api.callsTo('POST /cart/add')[0]?.body).toMatchObject({
      items: [{ order_quantity: 100 }],
    });
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: a quantity brought inside the bounds is said
  // with its unit, as the bounds line says it ('MOQ 24 units' / 「最小発注数量 24個」).
  it.each([
    [
      'en',
      'Quantity',
      /^MOQ 24 units\s·\sorder up to 247 units$/,
      'Changed to 24\u00a0units: the minimum order quantity (MOQ) is 24\u00a0units.',
      'Changed to 247\u00a0units: at most 247\u00a0units can be ordered.',
    ],
    [
      'jp',
      '数量',
      /^最小発注数量 24個\s?・\s?最大 247個まで$/,
      '最小発注数量（MOQ）が24個のため、24個に変更しました。',
      'ご注文いただけるのは247個までのため、247個に変更しました。',
    ],
  ] as const)(
    'names the unit of a quantity it changed, as the bounds do (%s)',
    async (language, label, bounds, raised, lowered) => {
      const { user } = setup(moqOf24(), false, language);
      const quantity = await screen.findByRole('textbox', { name: label });
      expect(quantity).toHaveAccessibleDescription(bounds);
      const status = () => screen.getByRole('status').textContent;
      await user.clear(quantity);
      await user.type(quantity, '5');
      await user.tab();
      expect(status()).toBe(raised);
      await user.clear(quantity);
      await user.type(quantity, '900');
      await user.tab();
      expect(status()).toBe(lowered);
    },
  );

  it('shows the BFF’s MOQ refusal for the line, not a generic error', async () => {
    const { user, api } = setup(item({ custom: { moq: 6 } }, { stock_quantity_infinity: true }));
    api.on(
      'POST /cart/add',
      fail('E000-400', 'Please check your input.', 400, [
        {
          name: 'items.0.order_quantity',
          value: 'The minimum order quantity (MOQ) for this product is 6. Please order at least 6.',
        },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText(/The minimum order quantity \(MOQ\) for this product is 6/),
    ).toBeInTheDocument();
  });

  it('names variations by what differs and labels the price the buyer pays', async () => {
    const { user } = setup(
      item({
        item_minimum_purchase: null,
        skus: [
          { id: 's1', code: 'SKU-1', price_tax_included: 1080, variation: variation('100') },
          { id: 's2', code: 'SKU-2', price_tax_included: 2160, variation: variation('200') },
        ],
      }),
    );
    const select = await screen.findByRole('combobox', { name: 'Net weight' });
    expect(screen.getByRole('option', { name: '100g — ¥1,080' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'SKU-1' })).not.toBeInTheDocument();
    expect(screen.getByText('¥1,080')).toBeInTheDocument();
    // What one unit is, from the variation: the stepper counts 100 g packs.
    expect(screen.getByText('incl. tax, per 100 g pack')).toBeInTheDocument();
    await user.selectOptions(select, 's2');
    expect(screen.getByText('¥2,160')).toBeInTheDocument();
  });

  it('names a colour in the page language, never by its code (Japanese and English pages)', async () => {
    // As the mock upstream serves a colour selection: each language's name beside its code.
    const colour = (code: string, name: string, nameEn: string) => [
      {
        variation_code: 'color',
        variation_name: 'カラー',
        variation_name_en: 'Colour',
        selection_code: code,
        selection_name: name,
        selection_name_en: nameEn,
      },
    ];
    const stole = item({
      item_minimum_purchase: null,
      skus: [
        { id: 's1', price_tax_included: 5500, variation: colour('indigo', '藍色', 'Indigo') },
        { id: 's2', price_tax_included: 5500, variation: colour('white', '白', 'White') },
      ],
    });
    const api = createFakeApi({ 'POST /optiongroup/get': ok({ option_groups: [] }) });
    const ja = renderApp(<AddToCart item={stole} />, {
      url: '/show',
      api,
      locale: 'jp',
      session: { language: 'jp' },
    });
    expect(await screen.findByRole('combobox', { name: 'カラー' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '藍色' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '白' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /indigo/i })).not.toBeInTheDocument();
    ja.unmount();
    renderApp(<AddToCart item={stole} />, { url: '/show', api, locale: 'en' });
    expect(await screen.findByRole('combobox', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Indigo' })).toBeInTheDocument();
  });

  // UI.md "Prices, quantities and rules": what differs is said once, as the select's label, and
  // each option holds only its value, so '250g' reads whole in the comparison's narrow column
  // instead of 'Net weight: 25…'.
  it.each([
    ['en', 'Net weight', ['250g — ¥1,080', '1000g — ¥3,240']],
    ['jp', '内容量', ['250g（1,080円）', '1000g（3,240円）']],
  ] as const)(
    'names the variation once as the select’s label and lists only its values, with their prices where they differ (%s)',
    async (language, name, values) => {
      setup(
        item({
          item_minimum_purchase: null,
          skus: [
            { id: 's1', price_tax_included: 1080, variation: variation('250') },
            { id: 's2', price_tax_included: 3240, variation: variation('1000') },
          ],
        }),
        false,
        language,
      );
      const select = await screen.findByRole('combobox', { name });
      const label = screen.getByText(name, { selector: 'label' });
      expect(label).toHaveAttribute('for', select.id);
      expect(screen.getByLabelText(name)).toBe(select);
      const options = Array.from((select as HTMLSelectElement).options, (o) => o.textContent);
      expect(options).toEqual(values);
    },
  );

  it('keeps each option’s whole name under “Variation” where the SKUs differ by unlike names', async () => {
    const mixed = item({
      item_minimum_purchase: null,
      skus: [
        { id: 's1', price_tax_included: 1080, variation: variation('250') },
        {
          id: 's2',
          price_tax_included: 1080,
          variation: [
            {
              variation_name: 'カラー',
              variation_name_en: 'Colour',
              selection_name: '藍色',
              selection_name_en: 'Indigo',
            },
          ],
        },
      ],
    });
    setup(mixed);
    const select = await screen.findByRole('combobox', { name: 'Variation' });
    const options = Array.from((select as HTMLSelectElement).options, (o) => o.textContent);
    expect(options).toEqual(['Net weight: 250g', 'Colour: Indigo']);
  });

  it('offers no arrival notification when the shop switched it off for the item', async () => {
    setup(item({ disabled_notify_arrival_sku: true }, { stock_quantity: 0 }), true);
    expect(await screen.findByText('Out of stock.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Email me/ })).not.toBeInTheDocument();
  });

  // docs/rules/site-and-pages.md#line-breaks: in a narrow column (the comparison at 390 px) a
  // Japanese notice breaks between phrases, never inside a word (「ご注文いただけま／せん」); an
  // English one stays plain text.

  it.each([
    ['en', 'This product is not on sale yet.', null],
    ['jp', 'この商品はまだ販売開始前です。', ['この', '商品は', 'まだ', '販売開始前です。']],
  ] as const)(
    'breaks the notice where it cannot be ordered between phrases (%s)',
    async (language, text, phrases) => {
      setup(item({ purchase_period_begin: '2099-01-01T00:00:00Z' }), false, language);
      // Found by its whole text: a long phrase keeps its 。 with the character before it in a
      // span of its own (「す）。」), so the words are not all one element's.
      const notice = await screen.findByText(
        (_, element) => element?.matches('.notice') === true && element.textContent === text,
      );
      await waitFor(() => expect(phrasesOf(notice)).toEqual(phrases));
      expect(notice).toHaveTextContent(text);
    },
  );

  it.each([
    ['en', 'Changed to 24\u00a0units: the minimum order quantity (MOQ) is 24\u00a0units.', null],
    [
      'jp',
      '最小発注数量（MOQ）が24個のため、24個に変更しました。',
      ['最小発注数量', '（MOQ）が', '24個の', 'ため、', '24個に', '変更しました。'],
    ],
  ] as const)(
    'breaks a changed quantity’s message between phrases (%s)',
    async (language, text, phrases) => {
      const { user } = setup(moqOf24(), false, language);
      const quantity = await screen.findByRole('textbox', {
        name: language === 'en' ? 'Quantity' : '数量',
      });
      await user.clear(quantity);
      await user.type(quantity, '5');
      await user.tab();
      const status = screen.getByRole('status');
      expect(status.textContent).toBe(text);
      await waitFor(() => expect(phrasesOf(status)).toEqual(phrases));
    },
  );

  // The BFF's refusal of a line below the MOQ is said in the page language (ErrorNotice).
  it.each([
    [
      'en',
      'The minimum order quantity (MOQ) for this product is 6. Please order at least 6.',
      null,
    ],
    [
      'jp',
      'この商品の最小発注数量（MOQ）は6です。6以上でご注文ください。',
      ['この', '商品の', '最小発注数量', '（MOQ）は', '6です。', '6以上で', 'ご注文ください。'],
    ],
  ] as const)(
    'breaks the BFF’s refusal below the MOQ between phrases (%s)',
    async (language, text, phrases) => {
      const { user, api } = setup(
        item({ custom: { moq: 6 } }, { stock_quantity_infinity: true }),
        false,
        language,
      );
      api.on(
        'POST /cart/add',
        fail('E000-400', 'Please check your input.', 400, [
          { name: 'items.0.order_quantity', value: text },
        ]),
      );
      await user.click(
        await screen.findByRole('button', {
          name: language === 'en' ? 'Add to cart' : 'カートに入れる',
        }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await waitFor(() => expect(phrasesOf(alert)).toEqual(phrases));
    },
  );

  it('breaks the Japanese “added to your cart” notice and its link between phrases', async () => {
    const { user } = setup(moqOf24(), false, 'jp');
    await user.click(await screen.findByRole('button', { name: 'カートに入れる' }));
    const added = (await screen.findByText('カートに追加しました。')).closest('p, div');
    await waitFor(() => expect(phrasesOf(added)).toEqual(['カートに', '追加しました。']));
    const link = screen.getByRole('link', { name: 'カートを見る' });
    expect(phrasesOf(link)).toEqual(['カートを', '見る']);
  });

  it.each([
    ['en', 'Out of stock.', 'Email me when it is back in stock', null, null],
    [
      'jp',
      '在庫切れです。',
      '再入荷したらメールで知らせる',
      ['在庫切れです。'],
      ['再入荷したら', 'メールで', '知らせる'],
    ],
  ] as const)(
    'breaks the arrival notice and its button between phrases (%s)',
    async (language, soldOut, register, noticePhrases, buttonPhrases) => {
      setup(item({}, { stock_quantity: 0 }), true, language);
      const button = await screen.findByRole('button', { name: register });
      const notice = screen.getByText(soldOut).closest('.notice');
      await waitFor(() => expect(phrasesOf(button)).toEqual(buttonPhrases));
      expect(phrasesOf(notice)).toEqual(noticePhrases);
    },
  );

  // docs/rules/cart-and-checkout.md#opening-variation: a product whose first variation cannot be
  // ordered online (as P100002's 120g: its most below the MOQ of 24) while its second can opens
  // on the second, with the cart control rather than the notice.
  // docs/rules/cart-and-checkout.md#variation-select: each option says its price, or that it
  // cannot be ordered online, so the buyer need not try each.
  it.each([
    ['en', 'Net weight', 'Add to cart', ['120g — not sold online', '250g — ¥3,564']],
    ['jp', '内容量', 'カートに入れる', ['120g（オンライン販売なし）', '250g（3,564円）']],
  ] as const)(
    'opens on the first variation the buyer can order (%s)',
    async (language, label, add, options) => {
      setup(
        item({
          item_minimum_purchase: null,
          custom: { moq: 24 },
          skus: [
            {
              id: 's1',
              price_tax_included: 1782,
              stock_quantity: 80,
              sku_maximum_purchase: 10,
              variation: variation('120'),
            },
            { id: 's2', price_tax_included: 3564, stock_quantity: 80, variation: variation('250') },
          ],
        }),
        false,
        language,
      );
      const select = await screen.findByRole('combobox', { name: label });
      expect(select).toHaveValue('s2');
      expect(Array.from((select as HTMLSelectElement).options, (o) => o.textContent)).toEqual(
        options,
      );
      expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
      expect(document.querySelector('.add-to-cart .notice')).toBeNull();
    },
  );

  // docs/rules/lists-and-requests.md#compare: the comparison shows each product's price a row
  // above its order control, which then says a price only where the chosen variation's differs.
  it('leaves its price out while it is the one the page already shows', async () => {
    const twoSizes = item({
      item_minimum_purchase: null,
      skus: [
        { id: 's1', price_tax_included: 1080, variation: variation('100') },
        { id: 's2', price_tax_included: 2160, variation: variation('200') },
      ],
    });
    const api = createFakeApi({ 'POST /optiongroup/get': ok({ option_groups: [] }) });
    const { user } = renderApp(<AddToCart item={twoSizes} pagePrice={1080} />, {
      url: '/compare',
      api,
    });
    const select = await screen.findByRole('combobox', { name: 'Net weight' });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByText('¥1,080')).not.toBeInTheDocument();
    expect(screen.queryByText('incl. tax, per unit')).not.toBeInTheDocument();
    await user.selectOptions(select, 's2');
    expect(screen.getByText('¥2,160')).toBeInTheDocument();
  });

  // F12: at an MOQ of 100 the buyer reads the line's sum before adding it, not first in the cart;
  // it follows the quantity, the variation and its options' prices.
  it('says under the quantity what the line comes to, tax included (both languages)', async () => {
    const moq100 = item(
      { item_minimum_purchase: null, custom: { moq: 100 } },
      { price_tax_included: 6985, stock_quantity: 1000, sku_minimum_purchase: null },
    );
    const twoWeights = item({
      item_minimum_purchase: 100,
      skus: [
        { id: 's1', price_tax_included: 6985, stock_quantity: 900, variation: variation('100') },
        { id: 's2', price_tax_included: 9000, stock_quantity: 900, variation: variation('200') },
      ],
    });
    const { user, unmount } = setup(twoWeights);
    const total = () => screen.getByTestId('line-total');
    expect(await screen.findByTestId('line-total')).toHaveTextContent(
      /^100 × ¥6,985 = ¥698,500 \(tax incl\.\)$/,
    );
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(total()).toHaveTextContent(/^101 × ¥6,985 = ¥705,485 \(tax incl\.\)$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Net weight' }), 's2');
    expect(total()).toHaveTextContent(/^101 × ¥9,000 = ¥909,000 \(tax incl\.\)$/);
    await user.selectOptions(await screen.findByLabelText('Wrapping'), 'premium');
    expect(total()).toHaveTextContent(/^101 × ¥9,880 = ¥997,880 \(tax incl\.\)$/);
    unmount();

    setup(moq100, false, 'jp');
    expect(await screen.findByTestId('line-total')).toHaveTextContent(
      /^6,985円 × 100 = 698,500円（税込）$/,
    );
  });

  // W9, docs/rules/cart-and-checkout.md#unit-price: the quantities count in the word the price
  // names ('per 200 g pack': 'MOQ 12 packs'; 'per 720 ml bottle'; 'per machine'), in English
  // plurals (1 machine, 3 machines), and 'units' / 「個」 stay where the catalogue names no unit.
  it.each([
    ['en', { custom: { moq: 12 } }, variation('200'), 'MOQ 12 packs', 'order up to 33 packs'],
    ['jp', { custom: { moq: 12 } }, variation('200'), '最小発注数量 12パック', '最大 33パックまで'],
    [
      'en',
      { custom: { moq: 12, quantityPerItem: '720', quantityPerItemUnit: 'ml' } },
      [],
      'MOQ 12 bottles',
      'order up to 33 bottles',
    ],
    [
      'jp',
      { custom: { moq: 12, quantityPerItem: '720', quantityPerItemUnit: 'ml' } },
      [],
      '最小発注数量 12本',
      '最大 33本まで',
    ],
    [
      'en',
      {
        custom: {
          moq: 1,
          businessType: 'machines',
          quantityPerItem: '1',
          quantityPerItemUnit: 'pcs',
        },
      },
      [],
      'MOQ 1 machine',
      'order up to 33 machines',
    ],
    [
      'jp',
      {
        custom: {
          moq: 1,
          businessType: 'machines',
          quantityPerItem: '1',
          quantityPerItemUnit: 'pcs',
        },
      },
      [],
      '最小発注数量 1台',
      '最大 33台まで',
    ],
    ['en', { custom: { moq: 12 } }, [], 'MOQ 12 units', 'order up to 33 units'],
  ] as const)(
    'counts the quantity in the unit the price names (%s, case %#)',
    async (language, product, named, moq, max) => {
      setup(
        item(
          { item_minimum_purchase: null, ...product },
          { stock_quantity: 33, sku_minimum_purchase: null, variation: named },
        ),
        false,
        language,
      );
      await screen.findByRole('textbox', { name: language === 'en' ? 'Quantity' : '数量' });
      expect(screen.getByText(moq)).toHaveClass('quantity__bound');
      expect(screen.getByText(max)).toHaveClass('quantity__bound');
    },
  );

  it.each([
    ['en', 'Quantity', 'Changed to 33\u00a0packs: at most 33\u00a0packs can be ordered.'],
    ['jp', '数量', 'ご注文いただけるのは33パックまでのため、33パックに変更しました。'],
  ] as const)('says a typed quantity it changed in packs (%s)', async (language, label, said) => {
    const { user } = setup(
      item(
        { item_minimum_purchase: null, custom: { moq: 12 } },
        { stock_quantity: 33, sku_minimum_purchase: null, variation: variation('200') },
      ),
      false,
      language,
    );
    const quantity = await screen.findByRole('textbox', { name: label });
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    expect(quantity).toHaveValue('33');
    expect(screen.getByRole('status').textContent).toBe(said);
  });
});
