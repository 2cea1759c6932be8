import { openingSku, type Item } from '@kakehashi/contracts/web';
import { skuOffer } from '../opening-sku';

// docs/rules/cart-and-checkout.md#opening-variation: a product opens on the first variation the
// buyer can order, then the first that can be reserved, then the first of all.
const now = new Date('2026-06-01T00:00:00Z');
const sku = (id: string, fields: object = {}) => ({
  id,
  price_tax_included: 1000,
  stock_quantity_infinity: true,
  ...fields,
});
const item = (skus: Item['skus'], fields: Partial<Item> = {}): Item => ({
  id: 'i1',
  code: 'P-1',
  name: '煎茶',
  skus,
  ...fields,
});
/** Not orderable online: its most (10) is below the product's MOQ (24). */
const tooFew = { stock_quantity_infinity: false, stock_quantity: 80, sku_maximum_purchase: 10 };
const soldOut = { stock_quantity_infinity: false, stock_quantity: 0 };

describe('the variation a product opens on', () => {
  it('is the first the buyer can order, not a first that cannot be ordered online', () => {
    const p100002 = item([sku('120g', tooFew), sku('250g'), sku('500g')], { custom: { moq: 24 } });
    expect(openingSku(p100002, now)?.id).toBe('250g');
    expect(skuOffer(p100002, p100002.skus[0], now)).toBe('availability');
    expect(skuOffer(p100002, p100002.skus[1], now)).toBe('submit');
  });

  it('passes over sold-out variations', () => {
    expect(openingSku(item([sku('a', soldOut), sku('b')]), now)?.id).toBe('b');
  });

  it('is the first that can be reserved inside the reserve-order period', () => {
    const reserve = {
      purchase_period_begin: '2026-07-01T00:00:00Z',
      reserve_order_period_begin: '2026-05-01T00:00:00Z',
    };
    const subject = item([sku('a', soldOut), sku('b'), sku('c')], reserve);
    expect(openingSku(subject, now)?.id).toBe('b');
    expect(skuOffer(subject, subject.skus[1], now)).toBe('reserve');
  });

  it('is the first of all when none can be ordered', () => {
    expect(openingSku(item([sku('a', soldOut), sku('b', soldOut)]), now)?.id).toBe('a');
    const closed = item([sku('a'), sku('b')], { purchase_period_end: '2026-01-01T00:00:00Z' });
    expect(openingSku(closed, now)?.id).toBe('a');
    expect(openingSku(item([]), now)).toBeUndefined();
  });
});
