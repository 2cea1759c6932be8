import {
  filterFacetValue,
  searchFilterGroups,
  serializeFilterOptionParam,
  type FilterOptionEntry,
} from '@kakehashi/contracts';
import { generateSeed } from '../../seed/index';
import { searchItems } from '../item-search';

const seed = generateSeed();
const now = Date.UTC(2026, 5, 1);
const optionOf = (group: string, id: string) =>
  searchFilterGroups.find((g) => g.id === group)?.options.find((o) => o.id === id)
    ?.entries as FilterOptionEntry[];

const run = (entries: FilterOptionEntry[], keyword = '日本酒') => {
  const result = searchItems(
    seed,
    {
      keyword,
      offset: 0,
      limit: 20,
      facets: ['filters'],
      filterOptions: serializeFilterOptionParam(entries),
    },
    now,
  );
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  const counts = new Map(
    (result.facets?.filters as { value: string; count: number }[]).map((f) => [f.value, f.count]),
  );
  return { hit: result.hit, counts };
};

describe('filter facets (docs/rules/discovery.md#filters filters with counts)', () => {
  it('counts every option of every filter group', () => {
    const { counts } = run([]);
    for (const group of searchFilterGroups)
      for (const option of group.options)
        expect(counts.has(filterFacetValue(group.id, option.id))).toBe(true);
  });

  it("says how many products choosing an option shows, the group's own choice aside", () => {
    const none = run([]);
    for (const group of searchFilterGroups)
      for (const option of group.options) {
        const chosen = run(option.entries);
        expect(chosen.hit).toBe(none.counts.get(filterFacetValue(group.id, option.id)));
      }
    // Choosing "¥1,000 – ¥3,000" leaves the other price bands' counts as they were.
    const band = run(optionOf('price', '1000to3000'));
    expect(band.counts.get('price:10000to30000')).toBe(none.counts.get('price:10000to30000'));
  });

  it('counts other groups over the products the chosen filters leave', () => {
    const frozen = run(optionOf('temperature', 'dry'));
    const video = frozen.counts.get('video:yes') ?? -1;
    expect(video).toBe(run([...optionOf('temperature', 'dry'), ...optionOf('video', 'yes')]).hit);
  });

  it('combines the options of one group with or', () => {
    const dry = run(optionOf('temperature', 'dry'), 'tea').hit;
    const frozen = run(optionOf('temperature', 'frozen'), 'wagyu').hit;
    expect(dry).toBeGreaterThan(0);
    expect(frozen).toBeGreaterThanOrEqual(0);
    const both = run(
      [...optionOf('temperature', 'dry'), ...optionOf('temperature', 'refrigerated')],
      'tea',
    );
    expect(both.hit).toBeGreaterThanOrEqual(dry);
  });
});
