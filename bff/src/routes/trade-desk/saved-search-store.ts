import { randomUUID } from 'node:crypto';
import { savedSearchMax, type SavedSearch } from '@kakehashi/contracts';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { StoredSavedSearch } from '../../platform/db/tables';

const viewOf = (row: StoredSavedSearch): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  newCount: row.new_count,
  countedAt: row.counted_at?.toISOString() ?? null,
  lastOpenedAt: row.last_opened_at.toISOString(),
  createdAt: row.created_at.toISOString(),
});

/**
 * Saved searches (docs/rules/trade-desk.md#saved-searches). Saving a name the member already
 * uses replaces that search; past {@link savedSearchMax} nothing more is saved.
 */
export const createSavedSearchStore = (database: Database, now: () => number) => {
  const list = async (memberId: string): Promise<SavedSearch[]> => {
    const db = await database.ready();
    const rows = await db
      .selectFrom('trade_desk_saved_searches')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(viewOf);
  };

  /** The saved search, or `full` when the member has as many as allowed under other names. */
  const save = async (
    memberId: string,
    search: { name: string; query: string; seen: string[] },
  ): Promise<SavedSearch | 'full'> => {
    const db = await database.ready();
    return db.transaction().execute(async (tx) => {
      const { count } = await tx
        .selectFrom('trade_desk_saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .where('name', '!=', search.name)
        .executeTakeFirstOrThrow();
      if (Number(count) >= savedSearchMax) return 'full' as const;
      const at = new Date(now());
      const seen = JSON.stringify(search.seen);
      const row = await tx
        .insertInto('trade_desk_saved_searches')
        .values({
          id: randomUUID(),
          member_id: memberId,
          name: search.name,
          query: search.query,
          seen_ids: seen,
          latest_ids: seen,
          counted_at: at,
          last_opened_at: at,
          created_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'name']).doUpdateSet({
            query: search.query,
            seen_ids: seen,
            latest_ids: seen,
            new_count: 0,
            counted_at: at,
            last_opened_at: at,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return viewOf(row);
    });
  };

  /** Opening marks what the last count found as seen; null when there is no such search. */
  const open = async (memberId: string, id: string): Promise<SavedSearch | null> => {
    const db = await database.ready();
    const row = await db
      .updateTable('trade_desk_saved_searches')
      .set(() => ({
        seen_ids: sql`latest_ids`,
        new_count: 0,
        last_opened_at: new Date(now()),
      }))
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .returningAll()
      .executeTakeFirst();
    return row ? viewOf(row) : null;
  };

  const remove = async (memberId: string, id: string): Promise<boolean> => {
    const db = await database.ready();
    const rows = await db
      .deleteFrom('trade_desk_saved_searches')
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .returning('id')
      .execute();
    return rows.length > 0;
  };

  return { list, save, open, remove };
};
export type SavedSearchStore = ReturnType<typeof createSavedSearchStore>;
