import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PgliteConnection } from './pglite-worker';

/**
 * PGlite (Postgres in WebAssembly) shaped as the pool Kysely's PostgresDialect drives, so one
 * query layer serves the embedded database and a real server alike (docs/architecture.md#database).
 * PGlite is one connection: a client is lent to one holder at a time, so a transaction's
 * statements never interleave with another request's.
 */
export const pglitePool = (open: () => PgliteConnection): PostgresPool => {
  let database: PgliteConnection | undefined;
  let queue: Promise<void> = Promise.resolve();

  const connect = async (): Promise<PostgresPoolClient> => {
    const pg = (database ??= open());
    let release!: () => void;
    const turn = queue;
    queue = new Promise<void>((resolve) => (release = resolve));
    await turn;
    let released = false;
    return {
      query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
        const result = await pg.query(sql, [...parameters]);
        return {
          command: result.command,
          rowCount: result.affectedRows ?? 0,
          rows: result.rows,
        } as PostgresQueryResult<unknown>;
      }) as PostgresPoolClient['query'],
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  };

  return {
    connect,
    end: async () => {
      if (!database) return;
      const pg = database;
      database = undefined;
      await queue;
      await pg.close();
    },
  };
};
