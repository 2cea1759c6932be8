import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase, type Database } from '../../../platform/db/database';
import { pgliteTemplate } from '../../../__tests__/support/pglite-template';

export const postgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Asks the server for `select 1` from a child process: synchronous, decided at collection. */
const answersQuery = (): boolean => {
  const script = `const {Client}=require('pg');const c=new Client({connectionString:${JSON.stringify(postgresUrl)},connectionTimeoutMillis:2000});
c.connect().then(()=>c.query('select 1')).then(()=>process.exit(0),()=>process.exit(1));`;
  return (
    spawnSync(process.execPath, ['-e', script], { timeout: 5000, cwd: __dirname }).status === 0
  );
};

/**
 * Whether the PostgreSQL runs happen: a missing server is a loud skip, and under CI=true a
 * failure (docs/architecture.md#tests), as for Redis.
 */
export const postgresUp: boolean = (() => {
  if (answersQuery()) return true;
  if (process.env.CI === 'true')
    throw new Error(`PostgreSQL is required under CI=true but ${postgresUrl} is unreachable`);
  console.warn(
    `\n\n!!!!! POSTGRESQL UNREACHABLE at ${postgresUrl}: its trade-desk runs are SKIPPED (they fail under CI=true) !!!!!\n`,
  );
  return false;
})();

/**
 * One backend of the trade-desk tests. `open()` gives a new connection to the same data — a
 * restarted or second BFF instance; `cleanup()` removes the data (a schema of its own on the
 * shared server, a temporary directory for PGlite).
 */
export type Backend = {
  name: string;
  open: () => Database;
  /** True when two open databases may be used at once (PGlite's directory is one process's). */
  shareable: boolean;
  cleanup: () => Promise<void>;
};

export const pgliteBackend = (): Backend => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-pglite-'));
  return {
    name: 'PGlite',
    open: () => createDatabase({ schema: 'public', pgliteDir: dir, pgliteTemplate }),
    shareable: false,
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};

export const postgresBackend = (): Backend => {
  // A schema per run, so parallel runs on the one server never see each other's rows.
  const schema = `kk_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  return {
    name: 'PostgreSQL',
    open: () => createDatabase({ url: postgresUrl, schema, pgliteDir: 'memory' }),
    shareable: true,
    cleanup: async () => {
      const client = new Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
};

export const backends = (): Backend[] => [
  pgliteBackend(),
  ...(postgresUp ? [postgresBackend()] : []),
];
