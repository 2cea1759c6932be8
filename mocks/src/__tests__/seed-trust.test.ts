import { generateSeed } from '../seed/index';

// What a buyer who knows Japan would not believe of the seeded suppliers and specials.
describe('seed a Japan-savvy buyer trusts', () => {
  const seed = generateSeed();

  it("never calls a supplier 'a Hokkaido company in Hokkaido'", () => {
    const hokkaido = seed.suppliers.filter((s) => s.prefecture_en === 'Hokkaido');
    expect(hokkaido.length).toBeGreaterThan(0);
    for (const s of hokkaido) {
      expect(s.description_en).toMatch(/, a company in Hokkaido /);
      expect(s.description).not.toContain('北海道地方');
    }
    const shiga = seed.suppliers.find((s) => s.prefecture_en === 'Shiga');
    expect(shiga?.description_en).toContain('a Kinki company in Shiga');
  });

  it('keeps fruit out of the Winter Hot Pot special', () => {
    const special = seed.contents.find((c) => c.title_en === 'Winter Hot Pot');
    const ids = new Set(special?.item_ids);
    expect(ids.size).toBe(10);
    const picked = seed.products.filter((p) => ids.has(p.id));
    expect(picked.filter((p) => p.category_codes.includes('food-produce'))).toEqual([]);
  });
});
