import { parseArgs } from 'node:util';
import { fixtureFile, readFixture } from './fixture-files';
import { startReplay } from './replay-server';
import { loadEnvFileOrExit } from '../../../scripts/lib/env-file.mjs';

const usage = `usage: npm run replay -- FIXTURE [--port 4010]
  FIXTURE: a name in mocks/fixtures/ (buyer-tour) or a path to a recording
  then: UPSTREAM_URL=http://127.0.0.1:PORT npm start   (docs/qa.md)`;

/** `npm run replay -- FIXTURE [--port P]`: a recording served as the upstream on loopback. */
const main = async (): Promise<void> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '4010' } },
  });
  const [name] = positionals;
  if (!name) {
    console.error(usage);
    process.exit(2);
  }
  const fixture = readFixture(name);
  let probed = false;
  const replay = await startReplay(fixture, Number(values.port), {
    accessTokenHeader: process.env.UPSTREAM_HEADER_ACCESS_TOKEN,
    onMiss: (miss) => {
      console.error(`\n✗ ${miss.error}`);
      if (miss.nearest)
        console.error(
          `  nearest: #${miss.nearest.index} ${miss.nearest.method} ${miss.nearest.path}`,
        );
      for (const line of miss.differences.slice(0, 10)) console.error(`    ${line}`);
    },
    // The BFF's /readyz probes every few seconds: said once, quietly, never as a miss.
    onProbe: () => {
      if (probed) return;
      probed = true;
      console.log('· readiness probe HEAD / answered 404 (reachable); further probes not shown');
    },
  });
  console.log(
    `replaying ${fixture.exchanges.length} exchanges of "${fixture.name}" (${fixtureFile(name)})\n` +
      `on ${replay.origin} — start the product with\n  UPSTREAM_URL=${replay.origin} npm start`,
  );
  const stop = () => void replay.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

// `.env` in the working directory (npm run: the repository root); the real environment wins.
loadEnvFileOrExit();
void main();
