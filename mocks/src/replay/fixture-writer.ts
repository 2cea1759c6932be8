import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { Fixture } from './fixture';
import { scanForPersonalData } from './fixture-scan';

// Apart from fixture-files.ts: Prettier loads itself lazily, which jest's VM refuses, and only the
// record CLI writes fixtures.
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
