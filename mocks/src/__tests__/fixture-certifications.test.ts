import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSeed } from '../seed';
import { fixturesDir } from '../replay/fixture-files';

// Recorded answers replayed by tests (docs/qa.md#record) show the seed's certifications: a
// recording from an older seed would show a wagyu sirloin as 'Vegan Certified' again.
const seed = generateSeed();
const products = new Map(seed.products.map((p) => [String(p.id), p]));
const suppliers = new Map(seed.suppliers.map((s) => [String(s.id), s]));
const certifications = new Map(seed.certifications.map((c) => [c.code, c]));

type Found = { where: string; recorded: unknown; seeded: unknown };

/** Every product, supplier and certification option in a recording, beside the seed's own. */
const certificationsIn = (value: unknown, where = ''): Found[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => certificationsIn(v, `${where}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const o = value as Record<string, unknown>;
  const found: Found[] = [];
  const custom = o.custom as Record<string, unknown> | undefined;
  if (custom && 'cettifications' in custom && o.id !== undefined) {
    const p = products.get(String(o.id));
    for (const key of ['cettifications', 'cettificationsJapan'])
      found.push({
        where: `${where} item ${String(o.id)} ${key}`,
        recorded: custom[key],
        seeded: p?.custom[key],
      });
  }
  if (Array.isArray(o.certifications) && o.id !== undefined && suppliers.has(String(o.id)))
    found.push({
      where: `${where} supplier ${String(o.id)}`,
      recorded: o.certifications,
      seeded: suppliers.get(String(o.id))!.certifications,
    });
  if ('applies_to' in o && certifications.has(String(o.code)))
    found.push({
      where: `${where} option ${String(o.code)}`,
      recorded: o.applies_to,
      seeded: certifications.get(String(o.code))!.applies_to,
    });
  return [...found, ...Object.entries(o).flatMap(([k, v]) => certificationsIn(v, `${where}.${k}`))];
};

const recordings: [string, string][] = [
  ['mocks/fixtures/buyer-tour.json', path.join(fixturesDir, 'buyer-tour.json')],
  [
    'web/src/testing/fixtures/japanese-screens.json',
    path.resolve(__dirname, '../../../web/src/testing/fixtures/japanese-screens.json'),
  ],
];

describe.each(recordings)('the recording %s', (_name, file) => {
  it("carries the seed's certifications", () => {
    const found = certificationsIn(JSON.parse(readFileSync(file, 'utf8')));
    expect(found.length).toBeGreaterThan(10);
    const differing = found.filter((f) => JSON.stringify(f.recorded) !== JSON.stringify(f.seeded));
    expect(differing).toEqual([]);
  });
});
