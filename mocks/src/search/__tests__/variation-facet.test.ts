import { generateSeed } from '../../seed/index';
import { searchItems } from '../item-search';

const seed = generateSeed();
const now = Date.UTC(2026, 5, 1);
type Count = { value: string; name: string; name_en: string; count: number };

const variations = (keyword: string, variation?: string) => {
  const result = searchItems(
    seed,
    { keyword, variation, offset: 0, limit: 20, facets: ['variation'] },
    now,
  );
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return { hit: result.hit, counts: result.facets?.variation as Count[] };
};

describe('the variation facet (docs/rules/search.md#filters)', () => {
  it('offers only the selections the matching products have: a sake search no "200g"', () => {
    const sake = variations('sake');
    expect(sake.counts.length).toBeGreaterThan(0);
    expect(sake.counts.every((c) => c.name.endsWith('ml'))).toBe(true);
    for (const c of sake.counts) {
      const [code, selection] = c.value.split(':');
      expect(variations('sake', `${code}:c:${selection}`).hit).toBe(c.count);
    }
  });

  it('names a colour in each language, never by its code alone', () => {
    const all = variations('').counts;
    const indigo = all.find((c) => c.value === 'color:indigo');
    expect(indigo).toMatchObject({ name: '藍色', name_en: 'Indigo' });
  });

  it("counts without the buyer's own variation choice, so another selection stays on offer", () => {
    const sake = variations('sake').counts;
    const [first, second] = sake;
    const [code, selection] = first!.value.split(':');
    const chosen = variations('sake', `${code}:c:${selection}`).counts;
    expect(chosen.find((c) => c.value === second!.value)?.count).toBe(second!.count);
  });
});
