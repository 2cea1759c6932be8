import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordTour } from './record';
import { createRecordingProxy } from './record-proxy';
import { fixturesDir } from './fixture-files';
import { writeFixture } from './fixture-writer';
import { loadEnvFileOrExit } from '../../../scripts/lib/env-file.mjs';

const usage = `usage:
  npm run record -- --upstream URL [--base-path /api/v1] [--name buyer-tour]
      records the scripted buyer tour (mocks/src/tour/buyer-tour.ts) against the upstream
  npm run record -- --upstream URL --proxy [--port 4011] [--name browser-tour]
      a recording proxy: start the BFF with UPSTREAM_URL=http://127.0.0.1:4011, click through
      the product, then press Ctrl-C to write the recording (docs/qa.md)`;

/** `npm run record`: a scripted or a clicked-through session into mocks/fixtures/, scrubbed. */
const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      'base-path': { type: 'string', default: '/api/v1' },
      name: { type: 'string' },
      proxy: { type: 'boolean', default: false },
      port: { type: 'string', default: '4011' },
      out: { type: 'string' },
    },
  });
  if (!values.upstream) {
    console.error(usage);
    process.exit(2);
  }
  const upstream = values.upstream.replace(/\/+$/, '');
  const name = values.name ?? (values.proxy ? 'browser-tour' : 'buyer-tour');
  const file = values.out ? path.resolve(values.out) : path.join(fixturesDir, `${name}.json`);
  if (!values.proxy) {
    const fixture = await recordTour(upstream, values['base-path'] ?? '/api/v1', name);
    await writeFixture(fixture, file);
    return;
  }
  const proxy = createRecordingProxy(upstream);
  const server = proxy.app.listen(Number(values.port), '127.0.0.1', () =>
    console.log(
      `recording ${upstream} on http://127.0.0.1:${values.port} — start the BFF with\n` +
        `  UPSTREAM_URL=http://127.0.0.1:${values.port} npm start\nthen press Ctrl-C here to save.`,
    ),
  );
  const save = async () => {
    server.closeAllConnections();
    server.close();
    await writeFixture(proxy.fixture(name), file);
    process.exit(0);
  };
  process.once('SIGINT', () => void save());
  process.once('SIGTERM', () => void save());
};

// `.env` in the working directory (npm run: the repository root); the real environment wins.
loadEnvFileOrExit();
void main();
