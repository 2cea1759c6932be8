import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const pgliteVersion = (
  JSON.parse(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * Where the tests' PGlite databases find a fresh data directory to load instead of running
 * initdb (docs/architecture.md#tests): made by the first test database on this machine, kept in
 * the temporary directory and named by PGlite's version, since a data directory's format is its
 * version's. Loading it took 1.0 s of CPU and 360 MB where initdb took 4.9 s and 590 MB.
 */
export const pgliteTemplate = path.join(os.tmpdir(), `kakehashi-pglite-${pgliteVersion}.tar`);
