import fc from 'fast-check';
import { INFINITE_STOCK, isSoldOut, quantityBounds } from '../quantity';
import { orderMinimum } from '../order-minimum';
import { changeQuantity, clampQuantity } from '../quantity-input';

describe('quantityBounds (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  it('takes the larger minimum, at least 1', () => {
    expect(quantityBounds({ item_minimum_purchase: 2 }, { sku_minimum_purchase: 5 }).min).toBe(5);
    expect(quantityBounds({ item_minimum_purchase: 6 }, { sku_minimum_purchase: 5 }).min).toBe(6);
    expect(quantityBounds({ item_minimum_purchase: 0 }, { sku_minimum_purchase: null }).min).toBe(
      1,
    );
    expect(quantityBounds({}, {}).min).toBe(1);
  });

  it('takes the smallest non-zero of item max, sku max and stock', () => {
    const b = (itemMax: number | null, skuMax: number | null, stock: number | null) =>
      quantityBounds(
        { item_maximum_purchase: itemMax },
        { sku_maximum_purchase: skuMax, stock_quantity: stock },
      ).max;
    expect(b(10, 20, 30)).toBe(10);
    expect(b(10, 5, 30)).toBe(5);
    expect(b(10, 20, 3)).toBe(3);
    expect(b(0, 20, 30)).toBe(20);
    expect(b(0, 0, 30)).toBe(30);
    expect(b(10, null, 0)).toBe(10);
  });

  it('treats 0 and null everywhere as no limit', () => {
    expect(
      quantityBounds({ item_maximum_purchase: 0 }, { sku_maximum_purchase: 0, stock_quantity: 0 }),
    ).toEqual({ min: 1, max: null, orderable: true });
    expect(quantityBounds({}, {}).max).toBeNull();
  });

  it('counts infinite stock as 999', () => {
    expect(quantityBounds({}, { stock_quantity: 3, stock_quantity_infinity: true }).max).toBe(
      INFINITE_STOCK,
    );
    expect(INFINITE_STOCK).toBe(999);
    expect(
      quantityBounds({ item_maximum_purchase: 1000 }, { stock_quantity_infinity: true }).max,
    ).toBe(999);
    expect(
      quantityBounds({ item_maximum_purchase: 12 }, { stock_quantity_infinity: true }).max,
    ).toBe(12);
  });

  it('marks bounds with min above max as not orderable', () => {
    const bounds = quantityBounds({ item_minimum_purchase: 5 }, { stock_quantity: 3 });
    expect(bounds).toEqual({ min: 5, max: 3, orderable: false });
  });

  it('reports a SKU with zero finite stock as sold out', () => {
    expect(isSoldOut({ stock_quantity: 0 })).toBe(true);
    expect(isSoldOut({ stock_quantity: 0, stock_quantity_infinity: true })).toBe(false);
    expect(isSoldOut({ stock_quantity: 1 })).toBe(false);
    expect(isSoldOut({})).toBe(false);
  });
});

describe('orderMinimum (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  // P103569: an MOQ of 6 under an item minimum purchase of 11; the cart accepts no fewer than 11.
  it('says the minimum the cart accepts, not the stated MOQ alone', () => {
    const item = { item_minimum_purchase: 11, custom: { moq: 6 } };
    expect(orderMinimum(item, [{ sku_minimum_purchase: 4 }, {}])).toEqual({ min: 11, from: false });
    expect(orderMinimum({ custom: { moq: '6' } }, [{ sku_minimum_purchase: 8 }])).toEqual({
      min: 8,
      from: false,
    });
  });

  it('takes the lowest of variations whose minimums differ, said as "from"', () => {
    const item = { custom: { moq: 6 } };
    expect(orderMinimum(item, [{ sku_minimum_purchase: 12 }, { sku_minimum_purchase: 2 }])).toEqual(
      { min: 6, from: true },
    );
  });

  it('says nothing without variations', () => {
    expect(orderMinimum({ custom: { moq: 6 } }, [])).toBeUndefined();
  });
});

describe('changeQuantity (docs/rules/cart-and-checkout.md#quantity-bounds: changes only within bounds)', () => {
  const bounds = { min: 2, max: 5, orderable: true };

  it('adds the delta inside the bounds', () => {
    expect(changeQuantity(2, 1, bounds)).toBe(3);
    expect(changeQuantity(4, -1, bounds)).toBe(3);
  });

  it('stops at the maximum and the minimum', () => {
    expect(changeQuantity(5, 1, bounds)).toBe(5);
    expect(changeQuantity(2, -1, bounds)).toBe(2);
    expect(changeQuantity(1, 100, bounds)).toBe(5);
  });

  it('raises a quantity below the minimum and has no ceiling without a max', () => {
    expect(changeQuantity(0, 0, bounds)).toBe(2);
    expect(changeQuantity(1000, 1, { min: 1, max: null, orderable: true })).toBe(1001);
  });

  it('takes a non-number as the minimum', () => {
    expect(clampQuantity(Number.NaN, bounds)).toBe(2);
    expect(changeQuantity(Number.NaN, 1, bounds)).toBe(3);
  });

  it('does not move a quantity when the bounds are contradictory', () => {
    expect(changeQuantity(3, 1, { min: 5, max: 3, orderable: false })).toBe(3);
    expect(clampQuantity(3, { min: 5, max: 3, orderable: false })).toBe(3);
  });

  it('always lands within the bounds of any item and sku', () => {
    const maybeLimit = fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null });
    fc.assert(
      fc.property(
        maybeLimit,
        maybeLimit,
        maybeLimit,
        maybeLimit,
        maybeLimit,
        fc.boolean(),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        (itemMin, itemMax, skuMin, skuMax, stock, infinite, current, delta) => {
          const b = quantityBounds(
            { item_minimum_purchase: itemMin, item_maximum_purchase: itemMax },
            {
              sku_minimum_purchase: skuMin,
              sku_maximum_purchase: skuMax,
              stock_quantity: stock,
              stock_quantity_infinity: infinite,
            },
          );
          fc.pre(b.orderable);
          const next = changeQuantity(current, delta, b);
          expect(next).toBeGreaterThanOrEqual(b.min);
          expect(next).toBeGreaterThanOrEqual(1);
          if (b.max !== null) expect(next).toBeLessThanOrEqual(b.max);
          if (infinite) expect(next).toBeLessThanOrEqual(INFINITE_STOCK);
        },
      ),
    );
  });
});
