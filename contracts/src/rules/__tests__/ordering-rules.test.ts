import {
  methodFits,
  methodTemperatures,
  temperatureOf,
  unfitTemperature,
} from '../delivery-temperature';
import { includedTax, orderTaxes } from '../order-taxes';
import { quantityBounds } from '../quantity';
import { quantityProblem, quantityProblemText } from '../quantity-input';

describe('MOQ in the quantity bounds (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  it('makes custom.moq the minimum and says so', () => {
    const bounds = quantityBounds({ custom: { moq: 100 } }, { stock_quantity_infinity: true });
    expect(bounds).toMatchObject({ min: 100, max: 999, orderable: true, moq: 100 });
    expect(quantityProblem(1, bounds)).toBe('belowMoq');
    expect(quantityProblem(100, bounds)).toBeNull();
    // The count names its unit, as the product screens do: '100 units' / 「100個」.
    expect(quantityProblemText('belowMoq', bounds, 'en')).toBe(
      'The minimum order quantity (MOQ) for this product is 100\u00a0units. Please order at least 100\u00a0units.',
    );
    expect(quantityProblemText('belowMoq', bounds, 'jp')).toBe(
      'この商品の最小発注数量（MOQ）は100個です。100個以上でご注文ください。',
    );
  });

  it('reads a text MOQ, ignores 0 and nonsense, and lets a larger purchase minimum lead', () => {
    expect(quantityBounds({ custom: { moq: '24' } }, {}).min).toBe(24);
    expect(quantityBounds({ custom: { moq: 0 } }, {})).toEqual({
      min: 1,
      max: null,
      orderable: true,
    });
    expect(quantityBounds({ custom: { moq: 'x' } }, {}).min).toBe(1);
    expect(quantityBounds({ custom: { moq: 1 } }, {})).toEqual({
      min: 1,
      max: null,
      orderable: true,
    });
    const larger = quantityBounds({ item_minimum_purchase: 12, custom: { moq: 6 } }, {});
    expect(larger).toEqual({ min: 12, max: null, orderable: true });
  });

  // P103569: a stated MOQ of 6 under an item minimum purchase of 11. Its page, its card and its
  // quantity box say 'MOQ 11 units'; a refusal below 11 names the MOQ too, not 'Please order at
  // least 11 units' (wording changed on purpose), and so does a minimum set by the SKU alone.
  it('names any minimum above 1 as the MOQ, whatever sets it', () => {
    const sake = quantityBounds({ item_minimum_purchase: 11, custom: { moq: 6 } }, {});
    expect(quantityProblem(6, sake)).toBe('belowMoq');
    expect(quantityProblemText('belowMoq', sake, 'en')).toBe(
      'The minimum order quantity (MOQ) for this product is 11\u00a0units. Please order at least 11\u00a0units.',
    );
    expect(quantityProblemText('belowMoq', sake, 'jp')).toBe(
      'この商品の最小発注数量（MOQ）は11個です。11個以上でご注文ください。',
    );
    expect(quantityProblem(1, quantityBounds({}, { sku_minimum_purchase: 4 }))).toBe('belowMoq');
    expect(quantityProblem(0, quantityBounds({}, {}))).toBe('belowMin');
  });

  it('makes an MOQ above the stock unorderable', () => {
    const bounds = quantityBounds({ custom: { moq: 100 } }, { stock_quantity: 40 });
    expect(bounds.orderable).toBe(false);
    expect(quantityProblem(100, bounds)).toBe('notOrderable');
  });

  it('names the maximum when above it', () => {
    const bounds = quantityBounds({ item_maximum_purchase: 10 }, {});
    expect(quantityProblem(11, bounds)).toBe('aboveMax');
    expect(quantityProblemText('aboveMax', bounds, 'en')).toBe(
      'You can order at most 10\u00a0units.',
    );
    expect(quantityProblemText('aboveMax', bounds, 'jp')).toBe(
      'ご注文いただける数量は10個までです。',
    );
    const one = quantityBounds({ item_maximum_purchase: 1 }, {});
    expect(quantityProblemText('aboveMax', one, 'en')).toBe('You can order at most 1\u00a0unit.');
  });
});

describe('orderTaxes (docs/rules/cart-and-checkout.md#order-taxes)', () => {
  it('taxes the whole total: goods at their rate, fees at 10 %', () => {
    expect(
      orderTaxes({ lines: [{ tax_rate: 8, subtotal: 10_800 }], total: 12_330, fees: 1_530 }),
    ).toEqual([
      { tax_rate: 10, price_tax_included: 1_530, tax: 139 },
      { tax_rate: 8, price_tax_included: 10_800, tax: 800 },
    ]);
  });

  it('changes with a coupon or points: the goods part is what the total holds for them', () => {
    const before = orderTaxes({
      lines: [{ tax_rate: 8, subtotal: 10_800 }],
      total: 10_800,
      fees: 0,
    });
    const after = orderTaxes({ lines: [{ tax_rate: 8, subtotal: 10_800 }], total: 9_720, fees: 0 });
    expect(before[0]?.tax).toBe(800);
    expect(after[0]).toEqual({ tax_rate: 8, price_tax_included: 9_720, tax: 720 });
  });

  it('shares a discount over the rates in proportion and keeps the sum equal to the total', () => {
    const taxes = orderTaxes({
      lines: [{ tax_rate: 8, subtotal: 3_000 }, { tax_rate: 10, subtotal: 1_001 }, { subtotal: 0 }],
      total: 3_500,
      fees: 0,
    });
    expect(taxes.map((t) => t.tax_rate)).toEqual([10, 8]);
    expect(taxes.reduce((s, t) => s + t.price_tax_included, 0)).toBe(3_500);
    expect(taxes.find((t) => t.tax_rate === 10)?.price_tax_included).toBe(875);
  });

  it('rounds the contained tax down and never goes negative', () => {
    expect(includedTax(1_099, 10)).toBe(99);
    expect(includedTax(-5, 10)).toBe(0);
    expect(orderTaxes({ lines: [{ tax_rate: 8, subtotal: 100 }], total: 0, fees: 0 })).toEqual([]);
  });
});

describe('delivery by temperature (docs/rules/cart-and-checkout.md#delivery-by-temperature)', () => {
  const standard = { temperature_classes: ['dry'] };
  const cool = { temperature_classes: ['refrigerated', 'frozen'] };

  it('sends frozen and chilled goods only by a method that keeps them cold', () => {
    expect(unfitTemperature(standard, ['dry', 'frozen'])).toBe('frozen');
    expect(unfitTemperature(standard, ['refrigerated'])).toBe('refrigerated');
    expect(methodFits(cool, ['frozen', 'refrigerated'])).toBe(true);
    expect(methodFits(standard, ['dry', undefined, 'unknown'])).toBe(true);
  });

  it('counts a method that names no temperature as ambient, and unknown goods as dry', () => {
    expect(methodTemperatures({})).toEqual(['dry']);
    expect(methodFits({ temperature_classes: ['warm'] }, ['frozen'])).toBe(false);
    expect(temperatureOf('chilled')).toBe('dry');
  });
});
