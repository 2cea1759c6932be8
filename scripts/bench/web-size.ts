// `npm run bench:web`: builds the web app and prints what the top page's first load downloads
// (gzip), each lazy route chunk, and the goals MET or MISSED. Read from Vite's build manifest:
// the top page loads the entry with its static imports, the modules main.tsx's start() imports
// unconditionally (the entry's code dynamic imports), the home route with its static imports,
// and the strings of one language: the frame's (`strings-<lang>-frame`, fetched by start()) and
// every area the home route declares (its `routeModule(…, [areas])` in
// web/src/app/router/member-routes.ts, fetched with the route's code). Each language's set is
// summed and the larger counted, so the figure holds in either language
// (docs/architecture.md#the-first-page). With WEB_DIST_DIR (as `npm start` reads it) it builds into
// and measures that directory instead of web/dist, which a running app may be serving.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { boundGoal, printGoals, type Goal } from './goals';
import { repoRoot } from './processes';

type Chunk = {
  file: string;
  /** The chunk's name before hashing: `strings-en-frame` for the frame's English strings. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const dist = path.resolve(repoRoot, process.env.WEB_DIST_DIR || 'web/dist');
const topPageRoute = 'src/features/home/routes/home-page.tsx';
const routeTable = path.join(repoRoot, 'web/src/app/router/member-routes.ts');
/** A path only the upstream catalogue declares: the browser must never download it. */
const catalogueMarker = '/original/account/id';
const budgetKb = 150;

const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The chunk keys a chunk pulls in statically (itself included). */
const staticClosure = (
  manifest: Record<string, Chunk>,
  keys: string[],
  seen = new Set<string>(),
) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
};

/** The string areas the home route loads with its code, as its route table declares them. */
const homeRouteAreas = (): string[] => {
  const declaration = new RegExp(
    String.raw`routeModule\(\s*\(\)\s*=>\s*import\('@/features/home/routes/home-page'\),\s*\[([^\]]*)\]`,
  ).exec(fs.readFileSync(routeTable, 'utf8'));
  if (!declaration) throw new Error(`no routeModule for the home page in ${routeTable}`);
  return [...declaration[1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
};

const main = () => {
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync(
      'npm',
      ['run', 'build', '-w', 'web', '--', '--outDir', dist, '--emptyOutDir'],
      {
        cwd: repoRoot,
        stdio: 'ignore',
      },
    );
    if (built.status !== 0)
      throw new Error(
        `web build failed: run \`npm run build -w web -- --outDir ${dist} --emptyOutDir\` to see why`,
      );
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const startup = [...new Set(manifest[entry]!.dynamicImports ?? [])];
  const stringsOf = (key: string) => {
    const match = /^strings-(\w+)-(\w+)$/.exec(manifest[key]!.name ?? '');
    return match ? { language: match[1]!, area: match[2]! } : undefined;
  };
  const topPageAreas = ['frame', ...homeRouteAreas()];
  const strings = Object.keys(manifest)
    .map((key) => ({ key, ...stringsOf(key) }))
    .filter((s) => s.area && topPageAreas.includes(s.area))
    .map((s) => ({ ...s, language: s.language!, kb: gzipKb(manifest[s.key]!.file) }));
  const languages = [...new Set(strings.map((s) => s.language))]
    .map((language) => {
      const chunks = strings.filter((s) => s.language === language);
      return { language, chunks, kb: chunks.reduce((a, b) => a + b.kb, 0) };
    })
    .sort((a, b) => b.kb - a.kb);
  if (languages.some((l) => l.chunks.length !== topPageAreas.length))
    throw new Error(`missing strings chunks for ${topPageAreas.join(', ')} in the manifest`);
  const code = startup.filter((key) => !stringsOf(key));
  const initial = staticClosure(manifest, [
    entry,
    ...code,
    ...(languages[0]?.chunks ?? []).map((s) => s.key),
    topPageRoute,
  ]);
  if (!manifest[topPageRoute]) throw new Error(`${topPageRoute} is not a chunk of its own`);

  // A lazy chunk's file is its hash alone (web/vite.config.ts): the manifest's name says what it is.
  const named = (key: string) => `${manifest[key]!.file}  (${manifest[key]!.name ?? key})`;
  const js = [...initial].map((k) => ({ file: named(k), kb: gzipKb(manifest[k]!.file) }));
  const css = [...new Set([...initial].flatMap((k) => manifest[k]!.css ?? []))].map((file) => ({
    file,
    kb: gzipKb(file),
  }));
  const sum = (list: { kb: number }[]) => list.reduce((a, b) => a + b.kb, 0);
  const show = (list: { file: string; kb: number }[]) =>
    list
      .sort((a, b) => b.kb - a.kb)
      .forEach((c) => console.log(`    ${c.kb.toFixed(1).padStart(6)} KB  ${c.file}`));

  console.log(`Top page, first load (gzip level 9):\n  JavaScript ${sum(js).toFixed(1)} KB`);
  show(js);
  console.log(
    `  (strings of ${topPageAreas.join(' + ')}, one language loads: ${languages.map((l) => `${l.language} ${l.kb.toFixed(1)} KB`).join(', ')}; the larger is counted)`,
  );
  console.log(`  CSS ${sum(css).toFixed(1)} KB`);
  show(css);
  // Strings are not listed as lazy chunks: each loads with the routes that declare its area.
  const routes = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && !initial.has(k) && !stringsOf(k))
    .map(([k, c]) => ({ file: `${c.file}  (${k})`, kb: gzipKb(c.file) }));
  console.log(`\nLazy chunks (${routes.length}), loaded when their page or form is used:`);
  show(routes);

  const carrying = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes(catalogueMarker));
  const goals: Goal[] = [
    boundGoal('top page initial JavaScript (gzip)', sum(js), budgetKb, 'KB'),
    {
      goal: 'no chunk carries the upstream catalogue',
      measured: carrying.length ? `in ${carrying.join(', ')}` : 'none does',
      met: carrying.length === 0,
    },
  ];
  printGoals(goals);
};

main();
