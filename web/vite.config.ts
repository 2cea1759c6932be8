// Vite build of the React client: output to web/dist (served by the BFF), `/api` proxied to the BFF in dev.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

// `vite dev` / `vite preview` talk to a running BFF for the API and the upstream's images.
const bff = { target: 'http://127.0.0.1:3000', changeOrigin: false };
const bffProxy = { '/api': bff, '/images': bff };

/**
 * react-router 7 ships a production build (dev-only warnings compiled out) but its package exports
 * name only the development one, so every bundle gets the warnings (react-router issue #14102, open
 * as of 7.18). The production build of the web app takes the production files; dev and tests keep
 * the development ones and their warnings.
 */
const reactRouterProductionDir = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

const zodJitless = fileURLToPath(new URL('./src/shared/lib/zod-jitless.ts', import.meta.url));

/**
 * Every `import 'zod'` (contracts' schemas, the forms) resolves to shared/lib/zod-jitless.ts, which
 * configures zod for the strict CSP before any schema is built; that module itself gets real zod.
 */
const zodForTheBrowser: Plugin = {
  name: 'kakehashi-zod-jitless',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'zod' && importer !== zodJitless ? zodJitless : undefined,
};

const noInfiniteQueries = fileURLToPath(
  new URL('./src/shared/lib/no-infinite-queries.ts', import.meta.url),
);

/**
 * The web app has no infinite queries, but query-core's Query imports their paging code
 * (infiniteQueryBehavior.js), so every first page carried it: the browser build takes a stand-in
 * that throws (shared/lib/no-infinite-queries.ts). Tests and dev keep the real module.
 */
const withoutInfiniteQueries: Plugin = {
  name: 'kakehashi-no-infinite-queries',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './infiniteQueryBehavior.js' && importer?.includes('@tanstack/query-core')
      ? noInfiniteQueries
      : undefined,
};

/**
 * A dynamic import preloads every chunk the imported one needs, so they download at once, and Vite
 * writes their file names into the importing chunk. The chunks the importing one imports itself are
 * left out of its lists: they ran before any of its code could. The route tree, part of the first
 * page, holds a list per route module, and each named react, the router, i18next and the rest of
 * the frame (docs/architecture.md#the-first-page). Read from the bundle as written, before Vite
 * writes the lists; without it nothing is left out.
 */
let writtenBundle: Rollup.OutputBundle | undefined;
const rememberBundle: Plugin = {
  name: 'kakehashi-remember-bundle',
  generateBundle: (_options, bundle) => {
    writtenBundle = bundle;
  },
};
const staticallyImported = (fileName: string, found = new Set<string>()): Set<string> => {
  const chunk = writtenBundle?.[fileName];
  if (found.has(fileName) || chunk?.type !== 'chunk') return found;
  found.add(fileName);
  chunk.imports.forEach((imported) => staticallyImported(imported, found));
  return found;
};
const withoutLoaded = (target: string, deps: string[], hostId: string): string[] => {
  const loaded = staticallyImported(hostId);
  const needed = deps.filter((dep) => !loaded.has(dep));
  // The imported chunk alone needs no list: the import itself fetches it.
  return needed.some((dep) => dep !== target) ? needed : [];
};

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), zodForTheBrowser, withoutInfiniteQueries, rememberBundle],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProductionDir, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterProductionDir, 'dom-export.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // A strict CSP (script-src 'self') forbids inline scripts: never inline the module preload polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (target, deps, { hostId, hostType }) =>
        hostType === 'js' ? withoutLoaded(target, deps, hostId) : deps,
    },
    // terser writes 2.7 KB (gzip) less than esbuild on the top page's first load, mostly in
    // react-dom and react-router (docs/architecture.md#the-first-page); the build takes ~2 s longer.
    // A second compress pass finds what one leaves (code folded again after constants were):
    // ~130 bytes (gzip) less on the first load; a third grew react-router's chunk more than it
    // took off react-dom's.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks each page loads (`npm run bench:web` reads it).
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than our code: the few every page needs get chunks of their
        // own that stay cached across releases. Everything else (zod, forms, contracts …) is left
        // to Rollup, which puts each module with the lazy routes that import it: a catch-all
        // vendor chunk would make the first page download every page's libraries. Each strings
        // file is a chunk of its own (`strings-ja-frame`), fetched when a page shows that area in
        // that language (docs/architecture.md#the-first-page).
        // A lazy chunk is named by its hash alone, 7 characters (the shortest Rollup allows for
        // up to 4,095 chunks): the route tree, part of the first page, lists every lazy chunk's
        // file for its preload (above), and readable names there cost the first load ~1 KB gzip,
        // the default 8 characters ~190 bytes more than 7. dist/.vite/manifest.json maps each file to its source. The
        // strings keep their names (`strings-ja-frame-<hash>.js`): the first-load e2e and a
        // reader of the network panel tell by them which language's strings a page fetched.
        chunkFileNames: ({ name }) =>
          name.startsWith('strings-') ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
        manualChunks: (id) => {
          const strings = /\/src\/locales\/([\w-]+)\.(en|ja)\.json$/.exec(id);
          if (strings) return `strings-${strings[2]}-${strings[1]}`;
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          return undefined;
        },
      },
    },
  },
  server: { proxy: bffProxy },
  preview: { proxy: bffProxy },
}));
