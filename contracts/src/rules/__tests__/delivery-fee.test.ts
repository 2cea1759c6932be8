import { deliveryFeeFor, goodsTotal } from '../delivery-fee';

describe('deliveryFeeFor (docs/rules/cart-and-checkout.md#free-delivery-threshold)', () => {
  const standard = { delivery_fee: 1200, delivery_fee_free_minimum_price: 30000 };

  it('waives the fee from the threshold, not one yen below it', () => {
    expect(deliveryFeeFor(standard, 29999)).toBe(1200);
    expect(deliveryFeeFor(standard, 30000)).toBe(0);
  });

  it('charges a forced fee, and a method without a threshold, whatever the goods', () => {
    expect(deliveryFeeFor({ ...standard, force_delivery_fee: true }, 90000)).toBe(1200);
    expect(
      deliveryFeeFor({ delivery_fee: 800, delivery_fee_free_minimum_price: null }, 90000),
    ).toBe(800);
    expect(deliveryFeeFor({ delivery_fee: 800 }, 90000)).toBe(800);
  });

  it('totals the lines by their subtotals, a line without one by its price and quantity', () => {
    expect(
      goodsTotal([
        { subtotal: 8679, sell_price_tax_included: 8679, order_quantity: 1 },
        { sell_price_tax_included: 400, order_quantity: 3 },
      ]),
    ).toBe(9879);
  });
});
