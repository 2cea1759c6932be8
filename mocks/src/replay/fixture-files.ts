import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Fixture } from './fixture';
import { scanForPersonalData } from './fixture-scan';

export const fixturesDir = path.resolve(__dirname, '../../fixtures');

/** A fixture by name (mocks/fixtures/NAME.json) or by file path. */
export const fixtureFile = (nameOrFile: string): string =>
  existsSync(nameOrFile) ? path.resolve(nameOrFile) : path.join(fixturesDir, `${nameOrFile}.json`);

export const readFixture = (nameOrFile: string): Fixture =>
  JSON.parse(readFileSync(fixtureFile(nameOrFile), 'utf8')) as Fixture;

/**
 * Writes a recording in the repository's Prettier style (so `npm run format:check` stays green)
 * and says what the fixture scan still finds: a recording is shared only once it is clean.
 */
export const writeFixture = async (fixture: Fixture, file: string): Promise<void> => {
  writeFileSync(
    file,
    await format(JSON.stringify(fixture, null, 2), {
      ...(await resolveConfig(file)),
      parser: 'json',
    }),
  );
  console.log(`recorded ${fixture.exchanges.length} exchanges into ${file}`);
  const findings = scanForPersonalData(fixture);
  for (const f of findings.slice(0, 20))
    console.warn(`  still looks personal: ${f.at} (${f.what}: ${f.sample})`);
  if (findings.length)
    console.warn(
      `${findings.length} findings: extend mocks/src/replay/personal-data.ts before sharing.`,
    );
};
