import {
  certificationFilter,
  regionFilter,
  serializeFilterOptionParam,
  type FilterOptionEntry,
} from '@kakehashi/contracts';
import { generateSeed } from '../../seed/index';
import { prefectures } from '../../seed/prefectures';
import { searchItems } from '../item-search';

const seed = generateSeed();
const now = Date.UTC(2026, 5, 1);
type Count = { value: string; name?: string; name_en?: string; count: number };

const run = (entries: FilterOptionEntry[], keyword = 'tea') => {
  const result = searchItems(
    seed,
    {
      keyword,
      offset: 0,
      limit: 20,
      facets: ['certification', 'region', 'prefecture'],
      filterOptions: entries.length > 0 ? serializeFilterOptionParam(entries) : undefined,
    },
    now,
  );
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  const facet = (name: string) =>
    new Map((result.facets?.[name] as Count[]).map((c) => [c.value, c]));
  return { hit: result.hit, facet };
};

describe('certification and region facets of the results (docs/rules/search.md#filters)', () => {
  it('name every certification and region in both languages', () => {
    const { facet } = run([]);
    expect(facet('certification').size).toBeGreaterThan(0);
    for (const c of [...facet('certification').values(), ...facet('region').values()]) {
      expect(c.name).toBeTruthy();
      expect(c.name_en).toBeTruthy();
    }
  });

  it("count each certification as choosing it instead would show, the buyer's own choice aside", () => {
    const none = run([]).facet('certification');
    const [first, second] = [...none.values()];
    const chosen = run(certificationFilter(first!.value));
    expect(chosen.hit).toBe(first!.count);
    expect(chosen.facet('certification').get(second!.value)?.count).toBe(second!.count);
    expect(run(certificationFilter(second!.value)).hit).toBe(second!.count);
  });

  it('filter by a region through its prefectures, and count the region as its products', () => {
    const regions = run([]).facet('region');
    const [region] = [...regions.values()];
    const codes = prefectures.filter((p) => p.region === region!.value).map((p) => Number(p.code));
    const inRegion = run(regionFilter(codes));
    expect(inRegion.hit).toBe(region!.count);
    expect(inRegion.facet('region').get(region!.value)?.count).toBe(region!.count);
  });
});
