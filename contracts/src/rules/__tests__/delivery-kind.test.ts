import { shipsAsFreight } from '../delivery-kind';

describe('shipsAsFreight (docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods)', () => {
  it('sends machinery by freight and every other kind, or none, as parcels', () => {
    expect(shipsAsFreight('machines')).toBe(true);
    for (const other of ['food', 'goods', 'other', undefined, null, 3])
      expect(shipsAsFreight(other)).toBe(false);
  });
});
