import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as standIn from '../no-infinite-queries';

// The browser build replaces query-core's paging code with shared/lib/no-infinite-queries.ts
// (web/vite.config.ts, docs/architecture.md#the-first-page). It holds only while the app has no
// infinite query, and only if the build still finds the module it replaces.

const web = resolve(__dirname, '../../../..');
const queryCore = resolve(web, '../node_modules/@tanstack/query-core/build/modern');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });

test('the build takes the stand-in for the module query-core imports', () => {
  const config = readFileSync(join(web, 'vite.config.ts'), 'utf8');
  expect(config).toContain("'./src/shared/lib/no-infinite-queries.ts'");
  expect(config).toContain("source === './infiniteQueryBehavior.js'");
  expect(readFileSync(join(queryCore, 'query.js'), 'utf8')).toContain(
    'from "./infiniteQueryBehavior.js"',
  );
});

test('the stand-in exports what the real module does, and fails if ever called', () => {
  const real = readFileSync(join(queryCore, 'infiniteQueryBehavior.js'), 'utf8');
  const exported = /export \{([^}]*)\}/
    .exec(real)![1]!
    .split(',')
    .map((name) => name.trim());
  expect(Object.keys(standIn).sort()).toEqual(exported.sort());
  expect(() => standIn.infiniteQueryBehavior()).toThrow(/not part of the web build/);
});

test('no web code uses an infinite query', () => {
  const infinite =
    /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData|InfiniteQueryObserver)\b/;
  const users = sourceFiles(join(web, 'src'))
    .filter((file) => !file.endsWith('no-infinite-queries.ts'))
    .filter((file) => infinite.test(readFileSync(file, 'utf8')));
  expect(users).toEqual([]);
});
