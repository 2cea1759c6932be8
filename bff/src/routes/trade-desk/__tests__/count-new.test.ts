import { countNew, seenMark } from '../newest-products';

// docs/rules/trade-desk.md#new-product-alerts: what is new is above the newest product seen.
describe('counting new products', () => {
  it('counts the products above the first one already seen', () => {
    expect(countNew(['n2', 'n1', 'a', 'b'], ['a', 'b'])).toBe(2);
    expect(countNew(['a', 'b'], ['a', 'b'])).toBe(0);
  });

  it('skips a seen product that left the catalogue', () => {
    expect(countNew(['n1', 'b', 'c'], ['a', 'b', 'c'])).toBe(1);
  });

  it('counts every product found when nothing was seen', () => {
    expect(countNew(['x', 'y'], [])).toBe(2);
  });

  it('marks the newest twenty as seen', () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(i));
    expect(seenMark(ids)).toEqual(ids.slice(0, 20));
  });
});
