import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/rules/site-and-pages.md#dates: numbers are grouped by the one formatter of the page language
 * (contracts/src/format), so no screen formats a number itself: `toLocaleString()` without a
 * locale follows the browser, and each hand-picked locale drifts from the others.
 */
const root = path.resolve(__dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : sources(at);
    return /\.tsx?$/.test(entry.name) ? [at] : [];
  });

describe('number formatting in the web app', () => {
  it('goes through the shared formatter, never toLocaleString or Intl.NumberFormat', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) =>
        /\.toLocaleString\(|Intl\.NumberFormat\(/.test(fs.readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
