// `npm run bench:web`: builds the web app and prints what the top page's first load downloads
// (gzip), each lazy route chunk, and the goals MET or MISSED. Read from Vite's build manifest:
// the top page loads the entry with its static imports, the modules main.tsx's start() imports
// unconditionally (the entry's dynamic imports), one language's strings (a `strings-<lang>` chunk;
// the larger is counted, so the figure holds in either language) and the home route with its
// static imports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { boundGoal, printGoals, type Goal } from './goals';
import { repoRoot } from './processes';

type Chunk = {
  file: string;
  /** The chunk's name before hashing: `strings-en` for the English strings. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const dist = path.join(repoRoot, 'web/dist');
const topPageRoute = 'src/features/home/routes/home-page.tsx';
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

const main = () => {
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0)
      throw new Error('web build failed: run `npm run build -w web` to see why');
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const startup = [...new Set(manifest[entry]!.dynamicImports ?? [])];
  const languageOf = (key: string) => /^strings-(\w+)$/.exec(manifest[key]!.name ?? '')?.[1];
  const strings = startup
    .filter((key) => languageOf(key))
    .map((key) => ({ key, language: languageOf(key)!, kb: gzipKb(manifest[key]!.file) }))
    .sort((a, b) => b.kb - a.kb);
  const code = startup.filter((key) => !languageOf(key));
  const initial = staticClosure(manifest, [
    entry,
    ...code,
    ...strings.slice(0, 1).map((s) => s.key),
    topPageRoute,
  ]);
  if (!manifest[topPageRoute]) throw new Error(`${topPageRoute} is not a chunk of its own`);

  const js = [...initial].map((k) => ({ file: manifest[k]!.file, kb: gzipKb(manifest[k]!.file) }));
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
  if (strings.length)
    console.log(
      `  (strings, one language loads: ${strings.map((s) => `${s.language} ${s.kb.toFixed(1)} KB`).join(', ')}; the larger is counted)`,
    );
  console.log(`  CSS ${sum(css).toFixed(1)} KB`);
  show(css);
  // The other language's strings are counted above, not as a lazy chunk.
  const routes = Object.entries(manifest)
    .filter(([k, c]) => c.isDynamicEntry && !initial.has(k) && !languageOf(k))
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
