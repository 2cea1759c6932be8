import fs from 'node:fs';
import path from 'node:path';
import { upstreamCatalogue, upstreamHeaders } from '@kakehashi/contracts';
import { stringAreas } from '@/locales';

/**
 * The browser gets only what it needs (docs/architecture.md#contracts): the built app must not
 * carry the upstream catalogue, its paths or the upstream header names. Reads `web/dist`, which
 * `npm test` builds before the unit tests, or the build WEB_DIST_DIR names (as `npm start` reads
 * it).
 */
const repoRoot = path.resolve(__dirname, '../../..');
const assets = path.resolve(repoRoot, process.env.WEB_DIST_DIR || 'web/dist', 'assets');
const built = fs.existsSync(assets);
if (!built) {
  const say = `${path.relative(repoRoot, assets)} is missing: run \`npm run build\` first (the bundle check needs it)`;
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

    it('carries of the search codec only what the search box needs', () => {
      // parseSearchQuery's note on a repeated parameter: the whole codec loads with the results.
      const withCodec = firstLoad().files.filter((file) =>
        read(file).includes('repeated parameter; the first one is used'),
      );
      expect(withCodec).toEqual([]);
    });

    it('carries no compare tray until a product is chosen', () => {
      const withTray = firstLoad().files.filter((file) =>
        read(file).includes('compare-tray__count'),
      );
      expect(withTray).toEqual([]);
    });

    it('names in no preload list a chunk the importing chunk imports itself', () => {
      const { chunks, files } = firstLoad();
      const redundant = files.flatMap((file) => {
        const key = Object.keys(chunks).find((k) => chunks[k]!.file === file)!;
        const list = /m\.f=(\[[^\]]*\])/.exec(read(file))?.[1];
        const own = chunks[key]!.imports?.map((imported) => chunks[imported]!.file) ?? [];
        return list ? (JSON.parse(list) as string[]).filter((dep) => own.includes(dep)) : [];
      });
      expect(redundant).toEqual([]);
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
