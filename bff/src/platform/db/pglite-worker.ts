import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the pool needs of PGlite: a query, and closing. */
export type PgliteConnection = {
  query: (
    sql: string,
    parameters: unknown[],
  ) => Promise<{ command?: string; affectedRows?: number; rows: unknown[] }>;
  close: () => Promise<void>;
};

// Plain CommonJS run by Node itself in the worker: PGlite loads its WebAssembly and Node modules
// with dynamic import(), which Node's own loader allows everywhere (Jest's VM does not).
const workerSource = `
const fs = require('node:fs');
const path = require('node:path');
const { parentPort, workerData, threadId } = require('node:worker_threads');
const { dataDir, template } = workerData;
const opening = import(workerData.module).then(async ({ PGlite }) => {
  const fresh = !dataDir || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = template && fresh && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
  const pg = await PGlite.create({ dataDir, loadDataDir, postgresqlconf: workerData.settings });
  if (template && fresh && !loadDataDir) {
    // The first fresh database makes the template; renamed into place whole, never half written.
    const part = template + '.' + process.pid + '.' + threadId;
    fs.writeFileSync(part, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
    fs.renameSync(part, template);
  }
  await pg.exec('create schema if not exists "' + workerData.schema + '"; set search_path to "' + workerData.schema + '"');
  return pg;
});
parentPort.on('message', async ({ id, sql, parameters, close }) => {
  try {
    const pg = await opening;
    if (close) {
      await pg.close();
      parentPort.postMessage({ id });
      return;
    }
    const { command, affectedRows, rows } = await pg.query(sql, parameters);
    parentPort.postMessage({ id, result: { command, affectedRows, rows } });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * The trade desk's tables are a few rows per member: Postgres's default 128 MB of shared buffers
 * only grows the process (measured: a PGlite opened on its data directory held 308 MB RSS with
 * the default, 161 MB with 8 MB of buffers). 16 MB keeps every table in memory many times over.
 */
const embeddedSettings = 'shared_buffers=16MB';

type WorkerOutcome = {
  id: number;
  result?: Awaited<ReturnType<PgliteConnection['query']>>;
  error?: { message: string; code?: string };
};

/**
 * PGlite in a worker thread (docs/architecture.md#database): its WebAssembly Postgres runs
 * queries synchronously, so on the BFF's own thread every query would stall every request in
 * flight; in a worker it stalls nothing. Rows cross by structured clone, which keeps Dates.
 * `dataDir` undefined: in memory. `template` (tests): a tarball of a fresh data directory that a
 * new database loads instead of running initdb — most of a fresh PGlite's seconds and memory —
 * written by the first fresh database that finds none.
 */
export const startPgliteWorker = (
  dataDir: string | undefined,
  schema: string,
  template?: string,
): PgliteConnection => {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      module: pathToFileURL(require.resolve('@electric-sql/pglite')).href,
      dataDir,
      schema,
      template,
      settings: embeddedSettings,
    },
  });
  // The BFF's own handles decide when the process ends, not an idle database thread.
  worker.unref();
  let sequence = 0;
  const waiting = new Map<number, (answer: WorkerOutcome) => void>();
  worker.on('message', (answer: WorkerOutcome) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  worker.on('error', (error) => {
    for (const settle of waiting.values()) settle({ id: -1, error: { message: error.message } });
    waiting.clear();
  });
  const ask = (message: object) =>
    new Promise<WorkerOutcome>((resolve) => {
      sequence += 1;
      waiting.set(sequence, resolve);
      worker.postMessage({ id: sequence, ...message });
    });
  return {
    query: async (sql, parameters) => {
      const answer = await ask({ sql, parameters });
      if (answer.error)
        throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result ?? { rows: [] };
    },
    close: async () => {
      await ask({ close: true });
      await worker.terminate();
    },
  };
};
