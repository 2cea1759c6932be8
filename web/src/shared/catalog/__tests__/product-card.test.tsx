import { act, screen, within } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { ProductCard } from '../product-card';

const item: Item = {
  id: 'i1',
  code: 'P1',
  name: '有機煎茶',
  name_en: 'Organic sencha',
  skus: [{ id: 's1', price_tax_included: 1080 }],
  custom: { cettifications: ['usda_organic', 'unlisted_mark'] },
};
const certifications = [
  { code: 'usda_organic', name: 'USDA オーガニック', name_en: 'USDA Organic' },
];

describe('the product card', () => {
  // docs/rules/cart-and-checkout.md#headline-price: the card quotes the price the product page
  // leads with, the lowest among the variations that can be ordered (P100002: its 120g, at most
  // 10 against an MOQ of 24, cannot; its 250g can), never 'from ¥1,782' / 「1,782円〜」.
  it.each([
    ['en', '¥3,564 incl. tax, per unit'],
    ['jp', '3,564円 税込・1個あたり'],
  ] as const)('quotes the lowest price that can be ordered (%s)', async (locale, price) => {
    const twoSizes: Item = {
      ...item,
      custom: { moq: 24 },
      skus: [
        { id: 's1', price_tax_included: 1782, stock_quantity: 80, sku_maximum_purchase: 10 },
        { id: 's2', price_tax_included: 3564, stock_quantity: 80 },
      ],
    };
    const api = createFakeApi({ 'POST /customMaster/get': ok({ options: [] }) });
    renderApp(<ProductCard item={twoSizes} />, { url: '/x', api, session: { language: locale } });
    await screen.findByRole('heading', { name: locale === 'jp' ? '有機煎茶' : 'Organic sencha' });
    const pays = document.querySelector('.price__pays');
    expect(pays).toHaveTextContent(price);
    expect(pays).not.toHaveTextContent(/from|〜/);
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: the MOQ a card gives is the least the cart
  // accepts. P103569 states an MOQ of 6 under an item minimum purchase of 11: the card said
  // 'MOQ 6 units' while its page's quantity box started at 11.
  it.each<['en' | 'jp', string, Partial<Item>, string]>([
    ['en', 'P103569', { item_minimum_purchase: 11 }, 'MOQ 11 units'],
    ['jp', 'P103569', { item_minimum_purchase: 11 }, '最小発注数量 11個'],
    // That of the variation the page opens on (the first is out of stock), as its box starts there.
    [
      'en',
      'opening variation',
      {
        skus: [
          { id: 's1', price_tax_included: 1080, stock_quantity: 0 },
          { id: 's2', price_tax_included: 1080, sku_minimum_purchase: 12 },
        ],
      },
      'MOQ 12 units',
    ],
    // A minimum purchase is an MOQ too where none is stated.
    ['jp', 'no stated MOQ', { custom: {}, item_minimum_purchase: 4 }, '最小発注数量 4個'],
  ])(
    'gives the minimum the cart accepts as the MOQ (%s, %s)',
    async (locale, _name, fields, moq) => {
      const stated: Item = { ...item, custom: { moq: 6 }, ...fields };
      const api = createFakeApi({ 'POST /customMaster/get': ok({ options: [] }) });
      renderApp(<ProductCard item={stated} />, { url: '/x', api, session: { language: locale } });
      await screen.findByRole('heading', { name: locale === 'jp' ? '有機煎茶' : 'Organic sencha' });
      expect(document.querySelector('.product-card__terms')).toHaveTextContent(moq);
    },
  );

  // docs/rules/cart-and-checkout.md#unit-price: the card said '¥810 incl. tax, per unit' and
  // 'MOQ 12 units' where the product page says 'per 200 g pack' and 'MOQ 12 packs': one product
  // read in two units. The card says what one unit is and counts its MOQ in that word, as the page
  // does; 'per unit' and 'units' only where the catalogue gives no unit.
  it.each<['en' | 'jp', string, Partial<Item>, string, string]>([
    [
      'en',
      '200 g',
      { custom: { moq: 12, quantityPerItem: 200, quantityPerItemUnit: 'g' } },
      '¥810 incl. tax, per 200 g pack',
      'MOQ 12 packs',
    ],
    [
      'jp',
      '200 g',
      { custom: { moq: 12, quantityPerItem: 200, quantityPerItemUnit: 'g' } },
      '810円 税込・1パック（200g）あたり',
      '最小発注数量 12パック',
    ],
    [
      'en',
      'pack of 6',
      { custom: { quantityPerItem: 6, quantityPerItemUnit: 'pcs' }, item_minimum_purchase: 10 },
      '¥810 incl. tax, per pack of 6',
      'MOQ 10 packs',
    ],
    [
      'jp',
      '720 ml',
      { custom: { quantityPerItem: 720, quantityPerItemUnit: 'ml' }, item_minimum_purchase: 6 },
      '810円 税込・1本（720ml）あたり',
      '最小発注数量 6本',
    ],
    [
      'en',
      'machine',
      {
        custom: { businessType: 'machines', quantityPerItem: 1, quantityPerItemUnit: 'pcs' },
        item_minimum_purchase: 2,
      },
      '¥810 incl. tax, per machine',
      'MOQ 2 machines',
    ],
    // The variation's own amount, where it names one: the 250 g pack, not the product's 120 g.
    [
      'jp',
      'variation of 250 g',
      {
        custom: { moq: 3, quantityPerItem: 120, quantityPerItemUnit: 'g' },
        skus: [
          {
            id: 's1',
            price_tax_included: 810,
            variation: [{ selection_name: '250g', selection_code: '250g' }],
          },
        ],
      },
      '810円 税込・1パック（250g）あたり',
      '最小発注数量 3パック',
    ],
    ['en', 'no unit given', { custom: { moq: 12 } }, '¥810 incl. tax, per unit', 'MOQ 12 units'],
  ])(
    'says the unit of sale and counts the MOQ in its word (%s, %s)',
    async (locale, _name, fields, price, moq) => {
      const sold: Item = { ...item, skus: [{ id: 's1', price_tax_included: 810 }], ...fields };
      const api = createFakeApi({ 'POST /customMaster/get': ok({ options: [] }) });
      renderApp(<ProductCard item={sold} />, { url: '/x', api, session: { language: locale } });
      await screen.findByRole('heading', { name: locale === 'jp' ? '有機煎茶' : 'Organic sencha' });
      expect(document.querySelector('.price__pays')).toHaveTextContent(price);
      expect(document.querySelector('.product-card__terms')).toHaveTextContent(moq);
    },
  );

  it('names certifications once the masters are in, never flashing their codes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = createFakeApi({
      'POST /customMaster/get': async (call) => {
        await held;
        const { system_name } = call.body as { system_name: string };
        return ok({ options: system_name === 'cettifications' ? certifications : [] });
      },
    });
    renderApp(<ProductCard item={item} />, { url: '/x', api });
    expect(await screen.findByText('Organic sencha')).toBeInTheDocument();
    expect(screen.queryByText('usda_organic')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('USDA Organic')).toBeInTheDocument();
    // A mark the masters do not know is still shown, by its code.
    expect(screen.getByText('unlisted_mark')).toBeInTheDocument();
  });

  it.each([
    ['en', ['Kosher', 'Specially Cultivated Produce']],
    ['jp', ['コーシャ', '特別栽培農産物']],
  ] as const)('keeps each certification chip whole in its title (%s)', async (locale, names) => {
    const api = createFakeApi({
      'POST /customMaster/get': ok({
        options: [
          { code: 'kosher', name: 'コーシャ', name_en: 'Kosher' },
          {
            code: 'tokubetsu_saibai',
            name: '特別栽培農産物',
            name_en: 'Specially Cultivated Produce',
          },
        ],
      }),
    });
    const certified: Item = {
      ...item,
      custom: { cettifications: ['kosher'], cettificationsJapan: ['tokubetsu_saibai'] },
    };
    renderApp(<ProductCard item={certified} />, { url: '/x', api, session: { language: locale } });
    const chips = await screen.findByRole('list', {}, { timeout: 5000 });
    // Each chip says its whole name on hover too (on a phone it wraps: card-chips e2e).
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.getAttribute('title')),
    ).toEqual(names);
  });

  // A narrow card broke 「株式会社天空清流高橋刃物製作／所」 and cut the prefecture after two lines:
  // a Japanese name breaks only after its legal form, each part and the prefecture kept whole
  // (nowrap: card-origin e2e), the full name in the title; an English one wraps between words.
  it.each([
    ['jp', ['株式会社', '天空清流高橋刃物製作所'], '株式会社天空清流高橋刃物製作所', '大分県'],
    ['en', [], 'Tenku Seiryu Takahashi Cutlery Works Co.,\u00a0Ltd.', 'Oita'],
  ] as const)(
    'keeps the supplier name and the prefecture whole (%s)',
    async (locale, parts, name, pref) => {
      const api = createFakeApi({
        'POST /customMaster/get': async (call) => {
          const { system_name } = call.body as { system_name: string };
          return ok({
            options:
              system_name === 'prefectures'
                ? [{ code: '44', name: '大分県', name_en: 'Oita' }]
                : [],
          });
        },
      });
      const supplied: Item = {
        ...item,
        custom: {
          supplier_name_jp: '株式会社天空清流高橋刃物製作所',
          supplier_name_en: 'Tenku Seiryu Takahashi Cutlery Works Co., Ltd.',
          producingPref: 44,
        },
      };
      const { container } = renderApp(<ProductCard item={supplied} />, {
        url: '/x',
        api,
        session: { language: locale },
      });
      expect(await screen.findByText(pref, {}, { timeout: 5000 })).toHaveClass(
        'product-card__pref',
      );
      const supplier = container.querySelector('.product-card__supplier')!;
      expect(supplier.textContent).toBe(name);
      expect(supplier).toHaveAttribute('title', name.replace('\u00a0', ' '));
      expect(
        [...supplier.querySelectorAll('.product-card__supplier-part')].map((p) => p.textContent),
      ).toEqual(parts);
    },
  );

  // docs/rules/cart-and-checkout.md#purchase-and-reserve-periods: a product the buyer cannot order
  // now says so on its card in the product page's words (P101857, 有機JAS from Kumamoto, whose
  // purchase period ended in 2021, opened as 「販売期間外」 behind a card that said nothing).
  // docs/rules/cart-and-checkout.md#orderability: every state the product page says it cannot be
  // ordered in has one card notice, from the same rule (the upstream's selling_status decisive).
  const limited = { stock_quantity_infinity: false, stock_quantity: 59, price_tax_included: 1080 };
  const cases: [string, Partial<Item>, string, string][] = [
    ['ended', { purchase_period_end: '2021-03-31T23:59:59.000Z' }, 'Sales ended', '販売終了'],
    [
      'not begun',
      { purchase_period_begin: '2099-04-01T00:00:00.000Z' },
      'Not yet on sale',
      '販売開始前',
    ],
    [
      'reserve',
      { purchase_period_begin: '2099-04-01', reserve_order_period_begin: '2026-01-01' },
      'Reserve order',
      '予約注文',
    ],
    // P102293: selling stopped, no period set, stock left.
    [
      'end_of_sale',
      { selling_status: 'end_of_sale', skus: [{ id: 's1', ...limited }] },
      'Sales ended',
      '販売終了',
    ],
    // P101557: its one variation has none left.
    [
      'sold out',
      { selling_status: 'sold_out', skus: [{ id: 's1', ...limited, stock_quantity: 0 }] },
      'Out of stock',
      '在庫切れ',
    ],
    // P101970: an MOQ of 100 above its stock (59) and its other variation's limit (99).
    [
      'not online',
      {
        custom: { moq: 100 },
        skus: [
          { id: 's1', ...limited },
          { id: 's2', ...limited, stock_quantity: 215, sku_maximum_purchase: 99 },
        ],
      },
      'Not sold online – ask the supplier',
      'オンライン販売なし・要問い合わせ',
    ],
  ];
  it.each(
    cases.flatMap(
      ([name, fields, en, jp]) =>
        [
          ['en', name, fields, en],
          ['jp', name, fields, jp],
        ] as const,
    ),
  )('says when it cannot be bought now (%s, %s)', async (locale, _, periods, words) => {
    const api = createFakeApi({ 'POST /customMaster/get': ok({ options: [] }) });
    const { container } = renderApp(<ProductCard item={{ ...item, ...periods }} />, {
      url: '/x',
      api,
      session: { language: locale },
    });
    await screen.findByRole('heading', { name: locale === 'jp' ? '有機煎茶' : 'Organic sencha' });
    expect(container.querySelector('.product-card__window')).toHaveTextContent(words);
    // Said once, calmly, under the price the card still quotes.
    expect(container.querySelector('.price__pays')).toHaveTextContent(/1,080/);
  });

  it.each(['en', 'jp'] as const)(
    'says nothing of the period while the product can be bought (%s)',
    async (locale) => {
      const api = createFakeApi({ 'POST /customMaster/get': ok({ options: [] }) });
      const open: Item = {
        ...item,
        purchase_period_begin: '2021-01-01',
        purchase_period_end: '2099-12-31',
      };
      const { container } = renderApp(<ProductCard item={open} />, {
        url: '/x',
        api,
        session: { language: locale },
      });
      await screen.findByRole('heading', {
        name: locale === 'jp' ? '有機煎茶' : 'Organic sencha',
      });
      expect(container.querySelector('.product-card__window')).toBeNull();
    },
  );
});
