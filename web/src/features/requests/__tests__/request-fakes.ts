import { createFakeApi, ok } from '@/testing/fake-api';
import { juwariSoba, nakamuraFoods } from '@/testing/quote-fixtures';

// The request screens' fake BFF: the buyer's profile, a supplier and one of its products.

export const supplier = {
  id: nakamuraFoods.id,
  code: 'SUP0001',
  name: nakamuraFoods.name,
  name_en: nakamuraFoods.nameEn,
  prefecture_code: 1,
  region_code: 'hokkaido',
  business_type: 'food',
  product_count: 16,
};

/** The product, with an MOQ of 24 (a quote starts there). */
export const product = {
  id: juwariSoba.id,
  code: juwariSoba.code,
  name: juwariSoba.name,
  name_en: juwariSoba.nameEn,
  skus: [{ id: '10000101' }],
  custom: {
    product_company_id: nakamuraFoods.id,
    supplier_name_en: nakamuraFoods.nameEn,
    moq: 24,
  },
};

/** The size of one of a product's variations, as the upstream names it in both languages. */
const netWeight = (grams: number) => [
  {
    variation_code: 'amount-g',
    variation_name: '内容量',
    variation_name_en: 'Net weight',
    selection_code: String(grams),
    selection_name: `${grams}g`,
    selection_name_en: `${grams}g`,
  },
];

/**
 * A product of two sizes (the mock's P100002): 120g, which cannot be ordered online, and 250g.
 * A quote must say which it is for.
 */
export const twoSizeProduct = {
  ...product,
  id: '100002',
  code: 'P100002',
  name: '四季 無添加手焼きせんべい',
  name_en: 'Shiki Hand-baked Senbei',
  skus: [
    { id: '10000201', code: 'SKU-100002-1', variation: netWeight(120) },
    { id: '10000202', code: 'SKU-100002-2', variation: netWeight(250) },
  ],
};

/** The BFF answering the profile, the supplier, the product and the two ways of sending. */
export const requestBff = () =>
  createFakeApi({
    'POST /account/member/get': ok({
      user: { id: 'u1', name: 'Alex Morgan', email: 'buyer@example.com', buyer_country: 'IT' },
    }),
    'POST /suppliers/detail': ok({ supplier }),
    'POST /items/detail': ok({ items: [product] }),
    'POST /inquiries/put': ok({ id: '42', entryId: 'e1' }),
    'POST /requests/quote': ok({ id: '77', entryId: 'e1' }),
  });
