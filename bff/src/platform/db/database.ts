import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import { migrationProvider } from './migrations/index';
import { pglitePool } from './pglite-pool';
import { startPgliteWorker } from './pglite-worker';
import type { TradeDeskTables } from './tables';
import type { DatabaseConfig } from '../config/config';

export type TradeDeskDb = Kysely<TradeDeskTables>;

/**
 * Where the database stands, for /readyz: never asked for yet (`not opened`: nothing is wrong,
 * and no PGlite worker runs), being opened, open and answering (`up`), or not (`down`: the last
 * open failed, or the open database does not answer).
 */
export type DatabaseHealth = 'not opened' | 'opening' | 'up' | 'down';

export type Database = {
  kind: 'postgres' | 'pglite';
  /**
   * The database, opened and migrated on its first use (a trade-desk call), once: concurrent first
   * callers share the one opening (docs/architecture.md#database).
   */
  ready: () => Promise<TradeDeskDb>;
  health: () => Promise<DatabaseHealth>;
  /** Closes it if it was opened (or is opening); concurrent calls share the one close. */
  close: () => Promise<void>;
};

/** PGlite options tests add: a tarball of a fresh data directory, loaded instead of initdb. */
export type EmbeddedOptions = { pgliteTemplate?: string };

const poolFor = async (config: DatabaseConfig & EmbeddedOptions, logger?: Logger) => {
  if (config.url) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: config.url,
      // Unqualified names resolve in the configured schema, for queries and migrations alike.
      options: `-c search_path=${config.schema}`,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the server closed: log it; the pool replaces it on the next query.
    pool.on('error', (error) => logger?.warn({ err: error }, 'database connection lost'));
    return pool;
  }
  return pglitePool(() => {
    if (config.pgliteDir === 'memory')
      return startPgliteWorker(undefined, config.schema, config.pgliteTemplate);
    fs.mkdirSync(config.pgliteDir, { recursive: true });
    // One process per data directory: a second PGlite on it aborts and may damage the first's files.
    const release = lockDataDir(config.pgliteDir);
    try {
      const connection = startPgliteWorker(config.pgliteDir, config.schema, config.pgliteTemplate);
      return {
        query: connection.query,
        close: () => connection.close().finally(release),
      };
    } catch (error) {
      release();
      throw error;
    }
  });
};

/**
 * PGlite's own words when it cannot open a data directory's files tell no one what to do
 * ("Aborted(). Build with -sASSERTIONS for more info."): said again with the way out. Other
 * failures (a directory in use, no space, no permission) already say theirs.
 */
const damagedOrAs = (dir: string, error: unknown) =>
  error instanceof Error && /^Aborted\(\)|failed to initialize/.test(error.message)
    ? new Error(
        `The embedded database in ${dir} could not be opened (PGlite: ${error.message.split('.')[0]}): ` +
          'its files are probably damaged, e.g. by two processes that had it open at once. Move ' +
          `the directory aside (mv ${dir} ${dir}.damaged) and the next trade-desk call makes a ` +
          'fresh one, or set DATABASE_URL to use a PostgreSQL server.',
        { cause: error },
      )
    : error;

/**
 * The trade desk's database: PostgreSQL through node-postgres when `DATABASE_URL` is set, else
 * PGlite, both behind Kysely's PostgresDialect. Nothing is opened until a trade-desk call asks
 * (a fresh in-memory PGlite costs seconds of CPU and hundreds of MB: docs/architecture.md#database);
 * opening and migrating then happen once. A failed attempt is forgotten so the next request tries
 * again (the server may come back).
 */
export const createDatabase = (
  config: DatabaseConfig & EmbeddedOptions,
  logger?: Logger,
): Database => {
  let opening: Promise<TradeDeskDb> | undefined;
  let opened: TradeDeskDb | undefined;
  let closing: Promise<void> | undefined;
  let lastOpenFailed = false;

  const open = async (): Promise<TradeDeskDb> => {
    const db = new Kysely<TradeDeskTables>({
      dialect: new PostgresDialect({ pool: await poolFor(config, logger) }),
    });
    try {
      await sql`create schema if not exists ${sql.id(config.schema)}`.execute(db);
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        migrationTableSchema: config.schema,
      });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
      logger?.info({ database: config.url ? 'postgres' : 'pglite' }, 'database opened');
      opened = db;
      return db;
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw config.url || config.pgliteDir === 'memory'
        ? error
        : damagedOrAs(config.pgliteDir, error);
    }
  };

  const ready = async () => {
    await closing;
    opening ??= open().then(
      (db) => {
        lastOpenFailed = false;
        return db;
      },
      (error: unknown) => {
        opening = undefined;
        lastOpenFailed = true;
        throw error;
      },
    );
    return opening;
  };

  const close = async () => {
    const pending = opening;
    opening = undefined;
    opened = undefined;
    closing ??= (async () => {
      const db = await pending?.catch(() => undefined);
      await db?.destroy();
    })().finally(() => (closing = undefined));
    return closing;
  };

  return {
    kind: config.url ? 'postgres' : 'pglite',
    ready,
    health: async () => {
      if (opened)
        return sql`select 1`.execute(opened).then(
          () => 'up',
          () => 'down',
        );
      if (opening) return 'opening';
      return lastOpenFailed ? 'down' : 'not opened';
    },
    close,
  };
};
