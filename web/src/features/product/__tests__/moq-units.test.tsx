import { screen } from '@testing-library/react';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The MOQ on the product page is counted in units as the product card counts it ('MOQ 1,200
// units' / 「最小発注数量 1,200個」), not a bare number (docs/rules/lists-and-requests.md#product-detail-labels).

const apiFor = (moq: number) =>
  productPageApi({
    id: '100001',
    code: 'P100001',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000101', price_tax_included: 1944 }],
    custom: { moq, hscd: '0902.10', supplier_name_en: 'Shizuoka Tea Co., Ltd.' },
  });

/** The values shown beside every 'MOQ' term of the page (key facts and specifications). */
const moqValues = (label: string) =>
  screen
    .getAllByRole('term')
    .filter((term) => term.textContent === label)
    .map((term) => term.nextElementSibling?.textContent);

describe.each([
  ['en', 'Shizuoka Sencha', 'Minimum order quantity (MOQ)', '1,200 units', '1 unit'],
  ['jp', '静岡 煎茶', '最小発注数量（MOQ）', '1,200個', '1個'],
] as const)('the MOQ on a %s product page', (language, name, label, many, one) => {
  const open = (moq: number) =>
    renderApp(null, {
      url: '/show?code=P100001',
      session: { ...signedInSession, language },
      locale: language,
      api: apiFor(moq),
    });

  it('names its unit in the key facts and the specifications', async () => {
    open(1200);
    await screen.findByRole('heading', { level: 1, name });
    expect(moqValues(label)).toEqual([many, many]);
  });

  it('says one unit in the singular', async () => {
    open(1);
    await screen.findByRole('heading', { level: 1, name });
    expect(moqValues(label)).toEqual([one, one]);
  });
});

// docs/rules/cart-and-checkout.md#quantity-bounds: the MOQ the page gives is the least the cart
// accepts of the variation its buy section shows. P103569 states an MOQ of 6, but its item
// minimum purchase is 11: the key facts said '6 units' above a quantity box starting at 11.
// Both count in the word of the price's unit, bottles here ('per 300 ml bottle', W9,
// docs/rules/cart-and-checkout.md#unit-price); the product above, with no unit given, in units.
describe('the MOQ of the variation shown', () => {
  const capacity = (ml: string) => [
    {
      variation_code: 'amount-ml',
      variation_name: '容量',
      variation_name_en: 'Capacity',
      selection_code: ml,
      selection_name: `${ml}ml`,
    },
  ];
  const sake = (fields: Record<string, unknown>, min720: number | null) =>
    productPageApi({
      id: '103569',
      code: 'P103569',
      name: '三重 松風 特選純米吟醸酒',
      name_en: 'Matsukaze Premium Junmai Ginjo Sake',
      images: [],
      skus: [
        {
          id: '10356901',
          price_tax_included: 3201,
          stock_quantity: 233,
          sku_minimum_purchase: 4,
          sku_maximum_purchase: 68,
          variation: capacity('300'),
        },
        {
          id: '10356902',
          price_tax_included: 6402,
          stock_quantity: 183,
          sku_minimum_purchase: min720,
          sku_maximum_purchase: 69,
          variation: capacity('720'),
        },
      ],
      custom: { moq: 6, supplier_name_en: 'Ikeda Sake Brewery Co., Ltd.' },
      ...fields,
    });
  const open = (fields: Record<string, unknown>, min720: number | null = null) =>
    renderApp(null, {
      url: '/show?code=P103569',
      session: { ...signedInSession, language: 'en' },
      locale: 'en',
      api: sake(fields, min720),
    });
  const bounds = () => document.querySelector('.quantity__bounds')?.textContent;

  it('gives a minimum purchase above the stated MOQ as the MOQ, where the box starts', async () => {
    open({ item_minimum_purchase: 11 });
    await screen.findByRole('heading', { level: 1, name: 'Matsukaze Premium Junmai Ginjo Sake' });
    expect(moqValues('Minimum order quantity (MOQ)')).toEqual(['11 bottles', '11 bottles']);
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toHaveValue('11');
    expect(bounds()).toBe('MOQ 11 bottles\u00a0· order up to 68 bottles');
  });

  it('follows the variation the buyer chooses', async () => {
    const { user } = open({}, 12);
    await screen.findByRole('heading', { level: 1, name: 'Matsukaze Premium Junmai Ginjo Sake' });
    expect(moqValues('Minimum order quantity (MOQ)')).toEqual(['6 bottles', '6 bottles']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Capacity' }), '10356902');
    expect(moqValues('Minimum order quantity (MOQ)')).toEqual(['12 bottles', '12 bottles']);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('12');
    expect(bounds()).toBe('MOQ 12 bottles\u00a0· order up to 69 bottles');
  });
});
