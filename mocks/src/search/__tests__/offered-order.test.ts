import { canOrder, itemOrderability, offeredSkus } from '@kakehashi/contracts';
import { generateSeed } from '../../seed/index';
import type { Product } from '../../seed/products';
import { itemView } from '../item-view';
import { searchItems } from '../item-search';

// docs/rules/search.md#sort-options: the price sorts order by the price a card quotes (the
// cheapest variation the buyer can order, as the web's listPrice reads the item), and `featured`
// puts what cannot be bought after what can.
const seed = generateSeed();
const now = Date.UTC(2026, 10, 28);

const search = (keyword: string, sort: string, limit = 100): Product[] => {
  const result = searchItems(seed, { keyword, sort, offset: 0, limit } as never, now);
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
    const prices = sake.map(cardPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = search('sake', 'price_desc', 4000).map(cardPrice);
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
});
