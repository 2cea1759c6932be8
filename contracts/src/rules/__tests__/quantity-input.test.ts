import { readQuantity, settleTypedQuantity } from '../quantity-input';

describe('readQuantity (docs/rules/cart-and-checkout.md#quantity-bounds: typed numbers)', () => {
  it('reads "." as the decimal point, never dropping it', () => {
    expect(readQuantity('12.5')).toBe(12.5);
    expect(readQuantity('12.')).toBe(12);
    expect(readQuantity('.5')).toBe(0.5);
  });

  it('reads "," as a thousands separator between groups of three', () => {
    expect(readQuantity('1,000')).toBe(1000);
    expect(readQuantity('12,345,678.9')).toBe(12345678.9);
    expect(readQuantity(' 24 ')).toBe(24);
  });

  it('refuses text whose number it would have to guess', () => {
    for (const text of ['1,5', '1,00', '10,00,000', '1.000,5', '1.2.3', '-5', '+5', '12a', 'abc'])
      expect(readQuantity(text)).toBeNull();
    expect(readQuantity('１２')).toBeNull(); // full-width, as in the account forms
    expect(readQuantity('9'.repeat(20))).toBeNull();
    expect(readQuantity('')).toBeNull();
  });
});

describe('settleTypedQuantity (docs/rules/cart-and-checkout.md#quantity-bounds)', () => {
  const bounds = { min: 3, max: 33, orderable: true };

  it('rounds a fraction down and says so', () => {
    expect(settleTypedQuantity('12.5', 3, bounds)).toEqual({ quantity: 12, change: 'fraction' });
    expect(settleTypedQuantity('12.0', 3, bounds)).toEqual({ quantity: 12, change: null });
    expect(settleTypedQuantity('12', 3, bounds)).toEqual({ quantity: 12, change: null });
  });

  it('rounds down before bringing the number inside the bounds', () => {
    expect(settleTypedQuantity('1,000', 3, bounds)).toEqual({ quantity: 33, change: 'max' });
    expect(settleTypedQuantity('33.9', 3, bounds)).toEqual({ quantity: 33, change: 'fraction' });
    // A minimum above 1 is the MOQ the screens name, whatever sets it; 1 is no MOQ to name.
    expect(settleTypedQuantity('2.9', 5, bounds)).toEqual({ quantity: 3, change: 'moq' });
    expect(settleTypedQuantity('2', 5, { ...bounds, moq: 3 })).toEqual({
      quantity: 3,
      change: 'moq',
    });
    expect(settleTypedQuantity('0.5', 5, { ...bounds, min: 1 })).toEqual({
      quantity: 1,
      change: 'min',
    });
  });

  it('keeps the current quantity for text that is not a number, and for none, saying which', () => {
    expect(settleTypedQuantity('1,5', 7, bounds)).toEqual({ quantity: 7, change: 'unreadable' });
    expect(settleTypedQuantity('１２', 7, bounds)).toEqual({ quantity: 7, change: 'unreadable' });
    expect(settleTypedQuantity('', 7, bounds)).toEqual({ quantity: 7, change: 'empty' });
    expect(settleTypedQuantity('  ', 7, bounds)).toEqual({ quantity: 7, change: 'empty' });
  });
});
