import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { recordTour } from './record';
import { fixturesDir } from './replay';

/** `npm run record -- --upstream URL`: records the buyer tour into mocks/fixtures/. */
const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      'base-path': { type: 'string', default: '/api/v1' },
      name: { type: 'string', default: 'buyer-tour' },
    },
  });
  if (!values.upstream) {
    console.error(
      'usage: npm run record -- --upstream http://127.0.0.1:4010 [--base-path /api/v1] [--name buyer-tour]',
    );
    process.exit(2);
  }
  const fixture = await recordTour(
    values.upstream.replace(/\/+$/, ''),
    values['base-path'] ?? '/api/v1',
    values.name,
  );
  const file = path.join(fixturesDir, `${fixture.name}.json`);
  // Written in the repository's Prettier style, so `npm run format:check` stays green.
  writeFileSync(
    file,
    await format(JSON.stringify(fixture, null, 2), {
      ...(await resolveConfig(file)),
      parser: 'json',
    }),
  );
  console.log(`recorded ${fixture.exchanges.length} exchanges into ${file}`);
};

void main();
