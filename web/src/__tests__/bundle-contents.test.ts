import fs from 'node:fs';
import path from 'node:path';
import { upstreamCatalogue, upstreamHeaders } from '@kakehashi/contracts';
import { stringAreas } from '@/locales';

/**
 * The browser gets only what it needs (docs/architecture.md#contracts): the built app must not
 * carry the upstream catalogue, its paths or the upstream header names. Reads `web/dist`, which
 * `npm test` builds before the unit tests.
 */
const assets = path.resolve(__dirname, '../../dist/assets');
const built = fs.existsSync(assets);
if (!built) {
  const say = `web/dist is missing: run \`npm run build\` first (the bundle check needs it)`;
  if (process.env.CI === 'true') throw new Error(say);
  console.warn(`\n!!! SKIPPED: ${say}\n`);
}

(built ? describe : describe.skip)('the built web app', () => {
  const bundle = () =>
    fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');

  it('holds no upstream-only path of the catalogue', () => {
    const text = bundle();
    const upstreamOnly = ['original/account/id', 'account/refresh', 'member/information/add'];
    for (const name of upstreamOnly) expect(name in upstreamCatalogue).toBe(true);
    expect(upstreamOnly.filter((name) => text.includes(name))).toEqual([]);
  });

  it('holds none of the upstream credential header names', () => {
    const text = bundle().toLowerCase();
    const leaked = Object.values(upstreamHeaders).filter((h) => text.includes(h.toLowerCase()));
    expect(leaked).toEqual([]);
  });

  describe("the top page's first load (docs/architecture.md#the-first-page)", () => {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
    const manifest = () =>
      JSON.parse(fs.readFileSync(path.resolve(assets, '../.vite/manifest.json'), 'utf8')) as Record<
        string,
        Chunk
      >;
    const isStrings = (chunk: Chunk) => /\/strings-\w+-/.test(chunk.file);
    /** The entry, what main.tsx's start() imports and the home route, with their static imports. */
    const firstLoad = () => {
      const chunks = manifest();
      const entry = chunks['index.html']!;
      const seen = new Set<string>();
      const walk = (key: string) => {
        if (seen.has(key) || !chunks[key]) return;
        seen.add(key);
        chunks[key].imports?.forEach(walk);
      };
      ['index.html', 'src/features/home/routes/home-page.tsx', ...(entry.dynamicImports ?? [])]
        .filter((key) => !isStrings(chunks[key]!))
        .forEach(walk);
      return { chunks, files: [...seen].map((key) => chunks[key]!.file) };
    };
    const read = (file: string) => fs.readFileSync(path.resolve(assets, '..', file), 'utf8');

    it('carries no zod (schemas load with the forms and pages that use them)', () => {
      const withZod = firstLoad().files.filter((file) => read(file).includes('ZodObject'));
      expect(withZod).toEqual([]);
    });

    it('fetches strings on demand, one chunk per area and language', () => {
      const { chunks, files } = firstLoad();
      expect(files.filter((file) => /strings-/.test(file))).toEqual([]);
      const stringChunks = Object.values(chunks)
        .filter(isStrings)
        .map((chunk) => /^assets\/(strings-[a-z]+-[a-z]+)-/.exec(chunk.file)?.[1]);
      const expected = stringAreas.flatMap((area) => [`strings-en-${area}`, `strings-ja-${area}`]);
      expect([...stringChunks].sort()).toEqual([...expected].sort());
    });
  });
});
