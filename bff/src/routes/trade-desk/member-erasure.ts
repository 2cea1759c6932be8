import type { Database } from '../../platform/db/database';

/**
 * docs/rules/trade-desk.md#leaving: a member who leaves takes the whole trade desk along —
 * requests, notes, saved searches and alert counts — in one transaction.
 */
export const eraseMember = async (database: Database, memberId: string) => {
  const db = await database.ready();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('trade_desk_requests').where('member_id', '=', memberId).execute();
    await tx.deleteFrom('trade_desk_saved_searches').where('member_id', '=', memberId).execute();
    await tx
      .deleteFrom('trade_desk_followed_suppliers')
      .where('member_id', '=', memberId)
      .execute();
    await tx.deleteFrom('trade_desk_members').where('member_id', '=', memberId).execute();
  });
};
