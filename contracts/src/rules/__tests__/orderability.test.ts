import { itemOrderability, offeredSkus, openingSku, skuOrderability } from '../orderability';

// docs/rules/cart-and-checkout.md#orderability: one rule says whether a variation can be ordered
// now, and why not; the upstream's selling_status is decisive where it refuses.
const now = new Date('2026-06-01T00:00:00Z');
const inStock = { stock_quantity: 396, stock_quantity_infinity: false };
const soldOut = { stock_quantity: 0, stock_quantity_infinity: false };

describe('whether a variation can be ordered now', () => {
  it('is ended when the upstream says end_of_sale, though no period is set (P102293)', () => {
    const p102293 = { selling_status: 'end_of_sale', custom: { moq: 50 }, skus: [inStock] };
    expect(skuOrderability(p102293, inStock, now)).toBe('ended');
    expect(itemOrderability(p102293, now)).toBe('ended');
  });

  it('is not yet on sale before_sale, unless the reserve-order period is open', () => {
    expect(skuOrderability({ selling_status: 'before_sale' }, inStock, now)).toBe('notYet');
    const reservable = {
      selling_status: 'before_sale',
      purchase_period_begin: '2099-04-01T00:00:00Z',
      reserve_order_period_begin: '2026-01-01T00:00:00Z',
    };
    expect(skuOrderability(reservable, inStock, now)).toBe('reserve');
  });

  it('is sold out when the upstream says sold_out, whatever a variation still counts', () => {
    expect(skuOrderability({ selling_status: 'sold_out' }, inStock, now)).toBe('soldOut');
    expect(skuOrderability({ selling_status: 'on_sale' }, soldOut, now)).toBe('soldOut');
  });

  it('is not orderable online when the MOQ lies above every limit (P101970)', () => {
    const p101970 = {
      selling_status: 'on_sale',
      item_maximum_purchase: 159,
      custom: { moq: 100 },
      skus: [
        { stock_quantity: 59, stock_quantity_infinity: false },
        { stock_quantity: 215, stock_quantity_infinity: false, sku_maximum_purchase: 99 },
      ],
    };
    expect(itemOrderability(p101970, now)).toBe('notOnline');
  });

  it('reads the periods where the status is missing or on_sale', () => {
    const ended = { purchase_period_end: '2021-03-31T23:59:59Z' };
    expect(skuOrderability(ended, inStock, now)).toBe('ended');
    expect(skuOrderability({ purchase_period_begin: '2099-01-01T00:00:00Z' }, inStock, now)).toBe(
      'notYet',
    );
    expect(skuOrderability({ selling_status: 'on_sale' }, inStock, now)).toBe('order');
    expect(skuOrderability({}, inStock, now)).toBe('order');
  });

  it('opens on and quotes the orderable variation, the card saying what the page says', () => {
    const item = { custom: { moq: 24 }, skus: [{ ...inStock, sku_maximum_purchase: 10 }, inStock] };
    expect(openingSku(item, now)).toBe(item.skus[1]);
    expect(offeredSkus(item, now)).toEqual([item.skus[1]]);
    expect(itemOrderability(item, now)).toBe('order');
  });
});
