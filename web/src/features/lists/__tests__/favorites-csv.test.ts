import type { Item } from '@kakehashi/contracts/web';
import en from '@/locales/matching.en.json';
import ja from '@/locales/matching.ja.json';
import { csvField, favoritesCsv } from '../lib/favorites-csv';

const quantityText = ({ value, unit }: { value: string | number; unit: string }) =>
  `${value} ${unit}`;

const headings = {
  nameJa: '商品名（日本語）',
  nameEn: 'Product name (English)',
  supplier: 'Supplier',
  hs: 'HS code',
  jan: 'JAN code',
  moq: 'MOQ',
  pays: 'Price, tax incl. (JPY)',
  price: 'Retail price in Japan, tax incl. (JPY)',
  retailExcluded: 'Retail price in Japan, tax excl. (JPY)',
  retailFor: 'Retail price for',
  labels: 'Labels',
  link: 'Link',
};

const item: Item = {
  id: '100001',
  code: 'P100001',
  name: '静岡 煎茶, "特選"',
  name_en: 'Shizuoka Sencha',
  skus: [{ id: '10000101', price_tax_included: 1944 }],
  custom: {
    supplier_name_jp: '株式会社静岡製茶',
    supplier_name_en: 'Shizuoka Tea Co., Ltd.',
    hscd: '0902.10',
    jancd: '4901234567894',
    moq: 24,
    retailPriceWotax: 1800,
  },
};

describe('the favourites CSV', () => {
  it('starts with a BOM, uses CRLF, and quotes what needs quoting', () => {
    const csv = favoritesCsv([item], headings, {
      origin: 'https://shop.example',
      language: 'en',
      quantityText,
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '商品名（日本語）,Product name (English),Supplier,HS code,JAN code,MOQ,"Price, tax incl. (JPY)","Retail price in Japan, tax incl. (JPY)","Retail price in Japan, tax excl. (JPY)",Retail price for,Labels,Link',
    );
    expect(lines[1]).toBe(
      '"静岡 煎茶, ""特選""",Shizuoka Sencha,"Shizuoka Tea Co., Ltd.",0902.10,4901234567894,24,1944,1980,1800,,,https://shop.example/show?code=P100001',
    );
    expect(lines[2]).toBe('');
  });

  it('says the labels each product is filed under', () => {
    const csv = favoritesCsv([{ ...item, labels: ['Samples', '展示会, 2027'] }], headings, {
      origin: 'https://x',
      language: 'en',
      quantityText,
    });
    expect(csv).toContain(',1980,1800,,"Samples; 展示会, 2027",https://x/show');
  });

  it('names the supplier in the page language', () => {
    const csv = favoritesCsv([item], headings, {
      origin: 'https://x',
      language: 'ja',
      quantityText,
    });
    expect(csv).toContain(',株式会社静岡製茶,');
  });

  // docs/rules/cart-and-checkout.md#quantity-bounds: the MOQ column is the least the cart accepts
  // (P103569: stated 6, item minimum purchase 11), as the favourites page and the product page say.
  it('gives the MOQ the product page gives, not the stated one alone', () => {
    const sake: Item = {
      ...item,
      item_minimum_purchase: 11,
      skus: [{ id: '10000101', price_tax_included: 1944, sku_minimum_purchase: 4 }],
      custom: { ...item.custom, moq: 6 },
    };
    const csv = favoritesCsv([sake], headings, {
      origin: 'https://x',
      language: 'en',
      quantityText,
    });
    expect(csv).toContain(',0902.10,4901234567894,11,1944,');
  });

  it('keeps a spreadsheet from running a value as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+81 3')).toBe("'+81 3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
  });

  // docs/rules/lists-and-requests.md#favourites-csv: a product sold in amounts at different prices
  // leads with one, its retail price being for its quantity per item: the CSV says which.
  it('names the amount the retail price is for where the variations are priced differently', () => {
    const senbei: Item = {
      ...item,
      skus: [
        { id: '10000201', price_tax_included: 1782 },
        { id: '10000202', price_tax_included: 3715 },
      ],
      custom: {
        ...item.custom,
        retailPriceWotax: 2475,
        quantityPerItem: 120,
        quantityPerItemUnit: 'g',
      },
    };
    const csv = favoritesCsv([senbei], headings, {
      origin: 'https://x',
      language: 'en',
      quantityText,
    });
    expect(csv).toContain(',24,1782,2723,2475,120 g,,https://x/show');
  });

  // docs/rules/lists-and-requests.md#favourites-csv: the price paid is tax included, so is the
  // retail price beside it, its excl.-tax amount in a column of its own; each header names its
  // basis ('Retail price in Japan (JPY)' named none).
  it('gives the retail price on the price basis, tax included, and names each basis', () => {
    const food: Item = { ...item, custom: { ...item.custom, businessType: 'food' } };
    const csv = favoritesCsv([food], headings, {
      origin: 'https://x',
      language: 'en',
      quantityText,
    });
    // Food at 8 %: 1,800 yen excl. tax is 1,944 yen incl. tax.
    expect(csv).toContain(',24,1944,1944,1800,,,https://x/show');
    expect(en.matching.csv.price).toBe('Retail price in Japan, tax incl. (JPY)');
    expect(en.matching.csv.retailExcluded).toBe('Retail price in Japan, tax excl. (JPY)');
    expect(ja.matching.csv.price).toBe('日本での小売価格・税込（円）');
    expect(ja.matching.csv.retailExcluded).toBe('日本での小売価格・税抜（円）');
  });
});
