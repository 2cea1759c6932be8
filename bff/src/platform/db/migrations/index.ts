import type { Migration, MigrationProvider } from 'kysely';
import { tradeDeskTables } from './001-trade-desk';

/**
 * Every migration, in code and in order (docs/architecture.md#database): a new one is a new key,
 * never an edit of a shipped one. Kysely applies the missing ones at start, under a lock, so
 * several instances starting together migrate once.
 */
const migrations: Record<string, Migration> = {
  '001-trade-desk': tradeDeskTables,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
