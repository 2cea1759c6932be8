import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Reads the app's source as text, for the test that every page loads the strings it shows
// (docs/architecture.md#the-first-page). Tests only: no bundler, just the import statements.

const src = resolve(__dirname, '..');

/** A source file by its import specifier (`@/…` or relative), or undefined for a package. */
const resolveImport = (specifier: string, from: string): string | undefined => {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
};

const text = (file: string) => readFileSync(file, 'utf8');

/** The files a module pulls in statically (itself included); `import()` is not followed. */
export const staticClosure = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [statement, specifier] of text(file).matchAll(
      /^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm,
    )) {
      // A type-only import brings neither code nor strings.
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      const target = resolveImport(specifier!, file);
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(resolve(src, entry));
  return [...seen];
};

/**
 * The string keys (or key prefixes, for a key built from a template) a file names: every
 * quoted text that starts with a top-level key of the strings and a dot. A key held in a
 * variable without such a literal is not seen; the page tests, which load strings as the app
 * does, catch those.
 */
export const keysNamed = (file: string, topLevelKeys: Set<string>): string[] =>
  [...text(file).matchAll(/['"`]([a-zA-Z]+\.[\w.]*)(\$\{)?/g)]
    .filter(([, key]) => topLevelKeys.has(key!.split('.')[0]!))
    .map(([, key, template]) => (template ? key! : key!.replace(/\.$/, '')));

/** The route modules each route file loads, with the string areas it declares for them. */
export const routeModules = (routeFile: string) => {
  const source = text(resolve(src, routeFile));
  const declared = [
    ...source.matchAll(/routeModule\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*\[([^\]]*)\]/g),
  ].map(([, module, areas]) => ({
    module: relative(src, resolveImport(module!, resolve(src, routeFile))!),
    areas: [...areas!.matchAll(/'([\w-]+)'/g)].map(([, area]) => area!),
  }));
  return { declared, imports: [...source.matchAll(/import\(/g)].length };
};
