import { itemTaxRate, retailWithTax } from '../retail-with-tax';

// docs/rules/cart-and-checkout.md#tax-and-fee-defaults: the retail price in Japan is taxed at the
// item's own rate where the upstream gives it, else by the rule (food 8 % unless alcoholic).
const tea = { businessType: 'food', retailPriceWotax: 3720 };

describe('the retail price in Japan, tax included', () => {
  it("taxes at the item's own tax_rate where the upstream gives it", () => {
    // Food without alcohol would be 8 % by the rule: the item says 10 %.
    expect(itemTaxRate({ custom: tea, tax_rate: 10 })).toBe(10);
    expect(retailWithTax({ custom: tea, tax_rate: 10 })).toBe(4092);
    expect(retailWithTax({ custom: { ...tea, businessType: 'goods' }, tax_rate: 8 })).toBe(4018);
  });

  it('falls back to the rule when the item carries no rate', () => {
    expect(retailWithTax({ custom: tea })).toBe(4018);
    expect(retailWithTax({ custom: tea, tax_rate: null })).toBe(4018);
    expect(retailWithTax({ custom: { ...tea, alcoholPer: 15 } })).toBe(4092);
    expect(retailWithTax({ custom: { ...tea, businessType: 'goods' } })).toBe(4092);
  });
});
