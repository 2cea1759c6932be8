import { generateSeed } from '../seed/index';
import { DEMO_BUYER_ID } from '../state/members';

// docs/upstream.md#items-and-reviews: the seeded reviews of a product read as different buyers'.
describe('seeded reviews', () => {
  const { reviews } = generateSeed();

  it('never repeats a title or a text on one product', () => {
    const byItem = new Map<string, string[]>();
    for (const r of reviews) byItem.set(r.item_id, [...(byItem.get(r.item_id) ?? []), r.body]);
    const repeated = [...byItem].filter(([, bodies]) => new Set(bodies).size < bodies.length);
    expect(repeated).toEqual([]);
    const titles = new Map<string, string[]>();
    for (const r of reviews) titles.set(r.item_id, [...(titles.get(r.item_id) ?? []), r.title]);
    expect([...titles].filter(([, t]) => new Set(t).size < t.length)).toEqual([]);
  });

  it("says each other buyer's country and kind of business", () => {
    const others = reviews.filter((r) => r.user_id !== DEMO_BUYER_ID);
    expect(others.length).toBeGreaterThan(100);
    for (const r of others) {
      expect(r.reviewer_country).toMatch(/^[A-Z]{2}$/);
      expect(['importer', 'wholesaler', 'distributor', 'retailer', 'restaurant']).toContain(
        r.reviewer_business,
      );
    }
  });
});
