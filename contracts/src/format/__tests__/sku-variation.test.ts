import { skuVariations, variationParts, variationText } from '../sku-variation';

// The upstream's `variation` is loosely typed (its shape varies by shop): read field by field.
describe('a SKU variation as the upstream gives it', () => {
  const variation = [
    {
      variation_name: '内容量',
      variation_name_en: 'Net weight',
      selection_name: '120g',
      selection_name_en: '120 g',
    },
    { variation_name: 'カラー', selection_name: '藍色' },
    { variation_name: 'No selection' },
    { selection_name: '  ' },
    'not an entry',
    null,
  ];

  it('keeps only the entries that name a selection', () => {
    expect(skuVariations(variation).map((v) => v.selection_name)).toEqual(['120g', '藍色']);
    expect(skuVariations(undefined)).toEqual([]);
    expect(skuVariations({ selection_name: 'x' })).toEqual([]);
  });

  it('names the parts in English, falling back to the Japanese the upstream gives', () => {
    expect(variationParts(variation, 'en')).toEqual([
      { name: 'Net weight', value: '120 g' },
      { name: 'カラー', value: '藍色' },
    ]);
    expect(variationParts(variation, 'jp')).toEqual([
      { name: '内容量', value: '120g' },
      { name: 'カラー', value: '藍色' },
    ]);
  });

  it('says the variation in each language’s punctuation, or nothing when none is named', () => {
    expect(variationText(variation, 'en')).toBe('Net weight: 120 g · カラー: 藍色');
    expect(variationText(variation, 'jp')).toBe('内容量：120g・カラー：藍色');
    expect(variationText([], 'jp')).toBeNull();
  });
});
