import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordTour } from './record';
import { createRecordingProxy } from './record-proxy';
import { fixturesDir } from './fixture-files';
import { writeFixture } from './fixture-writer';
import { journalFile, openJournal, removeJournal, tidyJournal } from './recording-journal';
import { loadEnvFileOrExit } from '../../../scripts/lib/env-file.mjs';

const usage = `usage:
  npm run record -- --upstream URL [--base-path /api/v1] [--name buyer-tour] [--force]
      records the scripted buyer tour (mocks/src/tour/buyer-tour.ts) against the upstream
  npm run record -- --upstream URL --proxy [--port 4011] [--name browser-tour] [--force]
      a recording proxy: start the BFF with UPSTREAM_URL=http://127.0.0.1:4011, click through
      the product, then press Ctrl-C to write the recording (docs/qa.md)
  npm run record -- --tidy FILE.recording.jsonl [--out FILE.json] [--force]
      writes the recording a killed proxy left in its journal
  An existing recording is replaced only with --force.`;

const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};

/** The proxy mode: every exchange journaled as it happens, the fixture written on Ctrl-C. */
const recordProxy = (upstream: string, port: number, name: string, file: string) => {
  const journal = openJournal(journalFile(file));
  const proxy = createRecordingProxy(upstream, journal.append);
  const server = proxy.app.listen(port, '127.0.0.1', () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(
      `recording ${upstream} on http://127.0.0.1:${actual} — start the BFF with\n` +
        `  UPSTREAM_URL=http://127.0.0.1:${actual} npm start\n` +
        `each exchange goes to ${journal.file} as it happens; press Ctrl-C here to save.`,
    );
  });
  let saving = false;
  const save = async () => {
    // Ctrl-C reaches this process from the terminal, from npm and from tsx: one save, the
    // repeats are only acknowledged (an unhandled repeat would kill the process mid-write).
    if (saving) return void console.log('still saving the recording…');
    saving = true;
    server.closeAllConnections();
    server.close();
    try {
      await writeFixture(proxy.fixture(name), file);
      removeJournal(journal.file);
      process.exit(0);
    } catch (error) {
      console.error(`!! ${String(error)}\nthe exchanges are kept in ${journal.file}`);
      console.error(`write them later with: npm run record -- --tidy ${journal.file}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void save());
  process.on('SIGTERM', () => void save());
};

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
      tidy: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const name =
    values.name ??
    (values.tidy
      ? path.basename(values.tidy).replace(/\.recording\.jsonl$/, '')
      : values.proxy
        ? 'browser-tour'
        : 'buyer-tour');
  const file = values.out
    ? path.resolve(values.out)
    : values.tidy
      ? path.resolve(values.tidy).replace(/\.recording\.jsonl$/, '.json')
      : path.join(fixturesDir, `${name}.json`);
  // docs/qa.md#record: a committed recording (buyer-tour.json) is never replaced by accident.
  if (existsSync(file) && !values.force)
    fail(`${file} exists: pass --force to replace it, or choose another --name / --out.`);
  if (values.tidy) {
    if (!existsSync(values.tidy)) fail(`${values.tidy} does not exist.`);
    await writeFixture(tidyJournal(values.tidy, name), file);
    return removeJournal(values.tidy);
  }
  if (!values.upstream) fail(usage);
  const upstream = (values.upstream ?? '').replace(/\/+$/, '');
  if (values.proxy) return recordProxy(upstream, Number(values.port), name, file);
  const fixture = await recordTour(upstream, values['base-path'] ?? '/api/v1', name);
  await writeFixture(fixture, file);
};

// `.env` in the working directory (npm run: the repository root); the real environment wins.
loadEnvFileOrExit();
void main();
