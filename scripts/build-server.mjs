#!/usr/bin/env node
// `npm run build:server`: bundles the BFF and the mock upstream to plain JavaScript
// (bff/dist/server.js, mocks/dist/server.js) so production runs no TypeScript loader. Our own
// workspace package @kakehashi/contracts is bundled in (it ships TypeScript sources); every npm
// dependency stays external and is loaded from node_modules, so a production install
// (`npm ci --omit=dev`) can run the bundles: their runtime dependencies are in `dependencies`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The bundles, the entry each is built from, and the source folders it depends on. */
export const serverBundles = [
  { name: 'bff', entry: 'bff/src/start.ts', outfile: 'bff/dist/server.js' },
  { name: 'mocks', entry: 'mocks/src/server.ts', outfile: 'mocks/dist/server.js' },
].map((b) => ({
  ...b,
  sources: [`${b.name}/src`, 'contracts/src', 'scripts/lib', `${b.name}/package.json`],
}));

const newestMtime = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (['node_modules', 'dist', '__tests__'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
};

/** True when a bundle is missing or older than any of its sources. */
export const isStale = (bundle) => {
  const out = path.join(root, bundle.outfile);
  if (!fs.existsSync(out)) return true;
  const builtAt = fs.statSync(out).mtimeMs;
  return bundle.sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
};

/** Builds the given bundles; rejects with a clear message when esbuild is not installed. */
export const buildServers = async (bundles = serverBundles) => {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error(
      'esbuild is not installed (a production install without dev dependencies?): ' +
        'run `npm run build:server` where dev dependencies are installed and ship bff/dist and mocks/dist.',
    );
  }
  for (const bundle of bundles) {
    await esbuild.build({
      entryPoints: [path.join(root, bundle.entry)],
      outfile: path.join(root, bundle.outfile),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      // npm packages stay external; the workspace contracts package is TypeScript: bundle it.
      packages: 'external',
      alias: { '@kakehashi/contracts': path.join(root, 'contracts/src/index.ts') },
      logLevel: 'warning',
    });
    // `packages: external` must not leave the contracts import behind: it has no JavaScript.
    const code = fs.readFileSync(path.join(root, bundle.outfile), 'utf8');
    if (code.includes('require("@kakehashi/contracts'))
      throw new Error(`${bundle.outfile}: @kakehashi/contracts was not bundled`);
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const all = process.argv.includes('--if-stale') ? serverBundles.filter(isStale) : serverBundles;
  buildServers(all)
    .then(() => all.length && console.log(`built ${all.map((b) => b.outfile).join(', ')}`))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
