import type { Item } from '@kakehashi/contracts/web';
import { createFakeApi, ok, type FakeAnswer, type FakeApi } from './fake-api';

/** A product as items/list answers it, with the labels the card reads. */
export const fakeItem = (n: number, overrides: Partial<Item> = {}): Item => ({
  id: String(100000 + n),
  code: `P${100000 + n}`,
  name: `商品${n}`,
  name_en: `Product ${n}`,
  image_url: `/images/products/p${n}.svg`,
  skus: [{ id: `${100000 + n}01`, price_tax_included: 1000 + n }],
  price_tax_included: 1000 + n,
  custom: {
    supplier_name_jp: '株式会社山田酒造',
    supplier_name_en: 'Yamada Sake Brewery Co., Ltd.',
    producingPref: 15,
    cettifications: ['haccp', 'halal', 'kosher'],
    moq: 12,
    retailPriceWotax: 1500,
  },
  ...overrides,
});

/** `site/get`'s data: the shop's settings with `site`'s extra fields (a threshold, reload areas). */
export const siteSettingsData = (site: Record<string, unknown> = {}, pageSize = 20) => ({
  authentication_type: 'password',
  site: {
    name: 'かけはし',
    item: { count: pageSize },
    newsListLimit: 10,
    contentsSearchLimit: 12,
    ...site,
  },
  error_messages: { ja: {}, en: {} },
  fetch_error_code: 'E999-999',
});

/** The site settings, lookups and empty member lists every catalogue screen asks for. */
export const answerCatalogLookups = (api: FakeApi, pageSize = 20) => {
  api.on('POST /site/get', () => ok(siteSettingsData({}, pageSize)));
  api.on('POST /customMaster/get', (call) => {
    const { system_name } = call.body as { system_name: string };
    const options: Record<string, unknown[]> = {
      prefectures: [
        { code: '13', name: '東京都', name_en: 'Tokyo', region: 'kanto' },
        { code: '15', name: '新潟県', name_en: 'Niigata', region: 'chubu' },
      ],
      regions: [
        { code: 'kanto', name: '関東', name_en: 'Kanto' },
        { code: 'chubu', name: '中部', name_en: 'Chubu' },
      ],
      cettifications: [
        { code: 'haccp', name: 'HACCP', name_en: 'HACCP', kind: 'international' },
        { code: 'halal', name: 'ハラール', name_en: 'Halal', kind: 'international' },
      ],
      cettificationsJapan: [{ code: 'gi', name: '地理的表示', name_en: 'GI', kind: 'japan' }],
    };
    return ok({ options: options[system_name] ?? [] });
  });
  api.on('POST /variation/get', ok({ variations: [] }));
  api.on('POST /category/trees', ok({ trees: [] }));
  api.on('POST /member/favorite/list', ok({ favorites: [], hit: 0 }));
};

/**
 * The product page of one product (`items/detail` answers `item`) with nothing else to show: no
 * reviews, recommendations, favourites, follows or lookups. `answers` adds or replaces any.
 */
export const productPageApi = (
  item: Record<string, unknown>,
  answers: Record<string, FakeAnswer> = {},
) =>
  createFakeApi({
    'POST /items/detail': ok({ items: [item] }),
    'POST /review/list': ok({ reviews: [], hit: 0 }),
    'POST /recommend/get': ok({ items: [] }),
    'POST /viewedItems/put': ok({}),
    'POST /member/favorite/list': ok({ favorites: [], hit: 0 }),
    'POST /member/follows/list': ok({ supplierIds: [], suppliers: [], hit: 0 }),
    'POST /customMaster/get': ok({ options: [] }),
    ...answers,
  });

/**
 * The product page of P100002 as the seed has it for docs/rules/cart-and-checkout.md#opening-variation:
 * its 120g can be ordered at most 10 at a time against an MOQ of 24, so not online; its 250g can.
 * `item` adds or replaces fields of the product (a sale status, say).
 */
export const senbeiPageApi = (item: Record<string, unknown> = {}) => {
  const net = (grams: string) => [
    {
      variation_code: 'amount-g',
      variation_name: '内容量',
      variation_name_en: 'Net weight',
      selection_code: grams,
      selection_name: `${grams}g`,
    },
  ];
  return productPageApi({
    id: '100002',
    code: 'P100002',
    name: '青森 四季 無添加手焼き煎餅',
    name_en: 'Aomori Shiki Hand-baked Senbei',
    images: [],
    skus: [
      {
        id: '10000201',
        price_tax_included: 1782,
        stock_quantity: 80,
        sku_maximum_purchase: 10,
        variation: net('120'),
      },
      { id: '10000202', price_tax_included: 3564, stock_quantity: 80, variation: net('250') },
    ],
    custom: { moq: 24, supplier_name_en: 'Watanabe Confectionery Co., Ltd.' },
    ...item,
  });
};

/** Harada Foods' rice (P101659) as items/detail answers it, with `custom` added. */
export const riceProduct = (custom: Record<string, unknown> = {}) => ({
  id: '101659',
  code: 'P101659',
  name: '鹿児島 匠 有機コシヒカリ',
  name_en: 'Takumi Organic Koshihikari Rice from Kagoshima',
  images: [],
  skus: [{ id: '10165901', price_tax_included: 3370 }],
  custom: { supplier_name_en: 'Harada Foods', ...custom },
});

/**
 * One of the senbei's SKUs: its net weight as the variation, its price with tax, and whether it can
 * be ordered (in stock) — P100002's 120g cannot, its 250g can.
 */
export const senbeiSku = (grams: number, price: number, orderable: boolean) => ({
  id: `100002${grams}`,
  price_tax_included: price,
  stock_quantity: orderable ? 40 : 0,
  stock_quantity_infinity: false,
  variation: [
    {
      variation_name: '内容量',
      variation_name_en: 'Net weight',
      selection_name: `${grams}g`,
      selection_name_en: `${grams}g`,
    },
  ],
});

/**
 * Watanabe Confectionery's senbei (P100002) as items/detail answers it, sold in `skus` (its 120g
 * and 250g), its retail price in Japan for 120 g.
 */
export const senbeiProduct = (skus: Record<string, unknown>[]) => ({
  id: '100002',
  code: 'P100002',
  name: '青森 四季 無添加手焼き煎餅',
  name_en: 'Shiki Hand-baked Senbei from Aomori',
  images: [],
  skus,
  custom: {
    supplier_name_en: 'Watanabe Confectionery Co., Ltd.',
    retailPriceWotax: 2475,
    quantityPerItem: 120,
    quantityPerItemUnit: 'g',
  },
});

/**
 * Irodori's matcha chocolate (P102064) as the mock catalogue holds it: food, 60 g per item (its
 * 60g and 120g variations), 24 per case, retail price in Japan 3,720円 without tax for 60 g.
 */
export const matchaChocolateProduct = () => ({
  id: '102064',
  code: 'P102064',
  name: '山梨 彩 伝統の抹茶チョコレート',
  name_en: 'Irodori Traditional Matcha Chocolate from Yamanashi',
  images: [],
  price_tax_included: 2678,
  skus: [
    { ...senbeiSku(60, 2678, true), id: '10206401' },
    { ...senbeiSku(120, 5357, true), id: '10206402' },
  ],
  custom: {
    businessType: 'food',
    supplier_name_en: 'Irodori',
    retailPriceWotax: 3720,
    quantityPerItem: 60,
    quantityPerItemUnit: 'g',
    quantityPerCase: 24,
  },
});

/** Irodori's rice polishing machine (P100004): one machine per item, 1,127,104円 with tax. */
export const ricePolisherProduct = () => ({
  id: '100004',
  code: 'P100004',
  name: '宮城 彩 業務用精米機',
  name_en: 'Irodori Commercial Rice Polishing Machine from Miyagi',
  images: [],
  skus: [{ id: '10000401', price_tax_included: 1127104 }],
  custom: {
    businessType: 'machines',
    supplier_name_en: 'Irodori',
    retailPriceWotax: 1536960,
    quantityPerItem: 1,
    quantityPerItemUnit: 'pcs',
    quantityPerCase: 10,
  },
});
