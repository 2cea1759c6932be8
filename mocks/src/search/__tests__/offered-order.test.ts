import {
  canOrder,
  itemOrderability,
  offeredSkus,
  priceBandOf,
  searchFilterGroups,
  serializeFilterOptionParam,
} from '@kakehashi/contracts';
import { generateSeed } from '../../seed/index';
import type { Product } from '../../seed/products';
import { itemView } from '../item-view';
import { searchItems } from '../item-search';

// docs/rules/search.md#sort-options: the price sorts and the price filter's bands read the price
// a card quotes (the cheapest variation the buyer can order, as the web's listPrice reads the
// item), and every sort by price or `featured` puts what cannot be bought after what can.
const seed = generateSeed();
const now = Date.UTC(2026, 10, 28);

const search = (keyword: string, sort: string, limit = 100, filterOptions?: string): Product[] => {
  const result = searchItems(
    seed,
    { keyword, sort, offset: 0, limit, filterOptions } as never,
    now,
  );
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.items;
};

// What the card shows: the lowest price among the variations offered (contracts' rule).
const cardPrice = (p: Product): number => {
  const item = itemView(p, now) as unknown as Product & { selling_status: string };
  return Math.min(...offeredSkus(item, now).map((s) => s.price_tax_included));
};
const buyable = (p: Product): boolean =>
  canOrder(itemOrderability(itemView(p, now) as unknown as Product, now));

describe('the mock orders lists by what the cards show', () => {
  it('sorts P103404 by its buyable 1800 ml (¥6,985), not its sold-out 720 ml', () => {
    const sake = search('sake', 'price_asc', 4000);
    const at = sake.findIndex((p) => p.code === 'P103404');
    expect(at).toBeGreaterThan(0);
    expect(cardPrice(sake[at]!)).toBe(6985);
    const prices = sake.filter(buyable).map(cardPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = search('sake', 'price_desc', 4000).filter(buyable).map(cardPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('leads "featured" with products that can be bought, the others after them', () => {
    const sake = search('sake', 'featured', 4000);
    expect(sake.some((p) => !buyable(p))).toBe(true);
    const states = sake.map(buyable);
    expect(states).toEqual([...states].sort((a, b) => Number(b) - Number(a)));
    const all = search('', 'featured', 200).map(buyable);
    expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
  });

  it('puts what cannot be bought after what can in both price sorts, each part by price', () => {
    for (const sort of ['price_asc', 'price_desc']) {
      const all = search('', sort, 4000);
      const states = all.map(buyable);
      expect(states.includes(false)).toBe(true);
      expect(states).toEqual([...states].sort((a, b) => Number(b) - Number(a)));
      const sake = search('sake', sort, 4000);
      const parts = [sake.filter(buyable), sake.filter((p) => !buyable(p))];
      expect(parts[1]!.length).toBeGreaterThan(0);
      expect(sake).toEqual([...parts[0]!, ...parts[1]!]);
      for (const part of parts) {
        const prices = part.map(cardPrice);
        const ordered = [...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
        expect(prices).toEqual(ordered);
      }
    }
  });

  it('filters a price band on the price the card quotes, not a cheaper unorderable variation', () => {
    const bands = searchFilterGroups.find((g) => g.id === 'price')?.options ?? [];
    const bandOf = (id: string) => bands.find((o) => o.id === id)?.entries ?? [];
    const inBand = (id: string) =>
      search('', 'price_asc', 4000, serializeFilterOptionParam(bandOf(id))).map((p) => p.code);
    // P100002's cheapest variation (¥1,782) cannot be ordered; its card quotes ¥3,715.
    expect(inBand('3000to10000')).toContain('P100002');
    expect(inBand('1000to3000')).not.toContain('P100002');
    for (const band of bands) {
      const { from = 0, to = Infinity } = priceBandOf(band.id) ?? {};
      const shown = search('', 'featured', 4000, serializeFilterOptionParam(band.entries));
      for (const p of shown) {
        expect(cardPrice(p)).toBeGreaterThanOrEqual(from);
        expect(cardPrice(p)).toBeLessThan(to);
      }
      const expected = seed.products.filter((p) => cardPrice(p) >= from && cardPrice(p) < to);
      expect(shown.length).toBe(expected.length);
    }
  });
});
