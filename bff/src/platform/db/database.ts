import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type { Logger } from 'pino';
import { migrationProvider } from './migrations/index';
import { pglitePool } from './pglite-pool';
import { startPgliteWorker } from './pglite-worker';
import type { TradeDeskTables } from './tables';
import type { DatabaseConfig } from '../config/config';

export type { DatabaseConfig } from '../config/config';

export type TradeDeskDb = Kysely<TradeDeskTables>;

export type Database = {
  kind: 'postgres' | 'pglite';
  /** The database, opened and migrated on first use (server.ts asks at start). */
  ready: () => Promise<TradeDeskDb>;
  close: () => Promise<void>;
};

const poolFor = async (config: DatabaseConfig, logger?: Logger) => {
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
    if (config.pgliteDir !== 'memory') fs.mkdirSync(config.pgliteDir, { recursive: true });
    return startPgliteWorker(
      config.pgliteDir === 'memory' ? undefined : config.pgliteDir,
      config.schema,
    );
  });
};

/**
 * The trade desk's database: PostgreSQL through node-postgres when `DATABASE_URL` is set, else
 * PGlite, both behind Kysely's PostgresDialect. Opening and migrating happen once, on first use;
 * a failed attempt is forgotten so the next request tries again (the server may come back).
 */
export const createDatabase = (config: DatabaseConfig, logger?: Logger): Database => {
  let opening: Promise<TradeDeskDb> | undefined;
  let opened: TradeDeskDb | undefined;

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
      opened = db;
      return db;
    } catch (error) {
      await db.destroy().catch(() => undefined);
      throw error;
    }
  };

  return {
    kind: config.url ? 'postgres' : 'pglite',
    ready: () => {
      opening ??= open().catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
      return opening;
    },
    close: async () => {
      const db = opened ?? (await opening?.catch(() => undefined));
      opening = undefined;
      opened = undefined;
      await db?.destroy();
    },
  };
};
