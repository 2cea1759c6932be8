import type { Alert, AlertsData } from '@kakehashi/contracts';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database, TradeDeskDb } from '../../platform/db/database';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { countNew, readNewest, seenMark } from './newest-products';

/** How many followed suppliers are watched (the most recently followed). */
const watchedSuppliers = 30;
/** Upstream reads at once while counting one member. */
const parallel = 4;
/** How long one instance may take to count before another may try. */
const leaseMs = 60_000;

const inBatches = async <T>(items: T[], work: (item: T) => Promise<void>) => {
  for (let i = 0; i < items.length; i += parallel)
    await Promise.all(items.slice(i, i + parallel).map(work));
};

/**
 * New-product alerts (docs/rules/trade-desk.md#new-product-alerts): per member, the counts of new
 * products from each followed supplier and for each saved search, kept in the database with the
 * time they were counted. Counting is due at most every `intervalMs` (the header's ask) or
 * `pageIntervalMs` (the alerts page); a lease row keeps two instances from counting one member at
 * once. Nothing here runs unless the member asks for alerts.
 */
export const createAlertCounts = (deps: {
  database: Database;
  gateway: UpstreamGateway;
  now: () => number;
  logger: Pick<Logger, 'warn'>;
  intervalMs: number;
  pageIntervalMs: number;
  /** The followed supplier ids, newest follow first (null when the upstream did not answer). */
  followedSuppliers: (session: SessionPort) => Promise<string[] | null>;
}) => {
  /** Takes the member's counting lease when a count is due; false when not due or taken. */
  const takeLease = async (db: TradeDeskDb, memberId: string, maxAgeMs: number) => {
    const now = new Date(deps.now());
    const dueBefore = new Date(deps.now() - maxAgeMs);
    const until = new Date(deps.now() + leaseMs);
    const row = await db
      .insertInto('trade_desk_members')
      .values({ member_id: memberId, counted_at: null, counting_until: until })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ counting_until: until })
          .where((eb) =>
            eb.and([
              eb.or([
                eb('trade_desk_members.counted_at', 'is', null),
                eb('trade_desk_members.counted_at', '<=', dueBefore),
              ]),
              eb.or([
                eb('trade_desk_members.counting_until', 'is', null),
                eb('trade_desk_members.counting_until', '<', now),
              ]),
            ]),
          ),
      )
      .returning('member_id')
      .executeTakeFirst();
    return row !== undefined;
  };

  const countSuppliers = async (db: TradeDeskDb, session: SessionPort, memberId: string) => {
    const followed = await deps.followedSuppliers(session);
    if (!followed) return;
    const watched = followed.slice(0, watchedSuppliers);
    const rows = await db
      .selectFrom('trade_desk_followed_suppliers')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
    const known = new Map(rows.map((row) => [row.supplier_id, row]));
    await inBatches(watched, async (supplierId) => {
      const newest = await readNewest(deps.gateway, session, { supplierId });
      if (!newest) return;
      const row = known.get(supplierId);
      const latest = JSON.stringify(seenMark(newest.ids));
      // First seen: what it has now is the baseline, nothing is new yet.
      const seen = row ? row.seen_ids : seenMark(newest.ids);
      await db
        .insertInto('trade_desk_followed_suppliers')
        .values({
          member_id: memberId,
          supplier_id: supplierId,
          name: newest.supplierName,
          name_en: newest.supplierNameEn,
          seen_ids: JSON.stringify(seen),
          latest_ids: latest,
          new_count: countNew(newest.ids, seen),
          seen_at: new Date(deps.now()),
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'supplier_id']).doUpdateSet({
            name: newest.supplierName ?? row?.name ?? null,
            name_en: newest.supplierNameEn ?? row?.name_en ?? null,
            latest_ids: latest,
            new_count: countNew(newest.ids, seen),
          }),
        )
        .execute();
    });
    // An unfollowed supplier raises no more alerts.
    let gone = db.deleteFrom('trade_desk_followed_suppliers').where('member_id', '=', memberId);
    if (watched.length) gone = gone.where('supplier_id', 'not in', watched);
    await gone.execute();
  };

  const countSearches = async (db: TradeDeskDb, session: SessionPort, memberId: string) => {
    const searches = await db
      .selectFrom('trade_desk_saved_searches')
      .select(['id', 'query', 'seen_ids'])
      .where('member_id', '=', memberId)
      .execute();
    await inBatches(searches, async (search) => {
      const newest = await readNewest(deps.gateway, session, { query: search.query });
      if (!newest) return;
      await db
        .updateTable('trade_desk_saved_searches')
        .set({
          latest_ids: JSON.stringify(seenMark(newest.ids)),
          new_count: countNew(newest.ids, search.seen_ids),
          counted_at: new Date(deps.now()),
        })
        .where('id', '=', search.id)
        .execute();
    });
  };

  /** Counts again when due and the lease is free; a failed count leaves the old counts. */
  const refresh = async (session: SessionPort, memberId: string, fromPage: boolean) => {
    const db = await deps.database.ready();
    const maxAge = fromPage ? deps.pageIntervalMs : deps.intervalMs;
    if (!(await takeLease(db, memberId, maxAge))) return;
    let counted = false;
    try {
      await countSuppliers(db, session, memberId);
      await countSearches(db, session, memberId);
      counted = true;
    } catch (error) {
      deps.logger.warn({ err: error }, 'alert count failed; the previous counts stand');
    } finally {
      await db
        .updateTable('trade_desk_members')
        .set({
          counting_until: null,
          ...(counted ? { counted_at: new Date(deps.now()) } : {}),
        })
        .where('member_id', '=', memberId)
        .execute();
    }
  };

  const read = async (memberId: string): Promise<AlertsData> => {
    const db = await deps.database.ready();
    const [suppliers, searches, member] = await Promise.all([
      db
        .selectFrom('trade_desk_followed_suppliers')
        .select(['supplier_id', 'name', 'name_en', 'new_count'])
        .where('member_id', '=', memberId)
        .where('new_count', '>', 0)
        .execute(),
      db
        .selectFrom('trade_desk_saved_searches')
        .select(['id', 'name', 'query', 'new_count'])
        .where('member_id', '=', memberId)
        .where('new_count', '>', 0)
        .execute(),
      db
        .selectFrom('trade_desk_members')
        .select('counted_at')
        .where('member_id', '=', memberId)
        .executeTakeFirst(),
    ]);
    const alerts: Alert[] = [
      ...suppliers.map((s) => ({
        source: 'supplier' as const,
        sourceId: s.supplier_id,
        name: s.name ?? s.name_en ?? s.supplier_id,
        nameEn: s.name_en,
        query: null,
        count: s.new_count,
      })),
      ...searches.map((s) => ({
        source: 'search' as const,
        sourceId: s.id,
        name: s.name,
        nameEn: null,
        query: s.query,
        count: s.new_count,
      })),
    ].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return {
      alerts,
      total: alerts.reduce((sum, alert) => sum + alert.count, 0),
      countedAt: member?.counted_at?.toISOString() ?? null,
    };
  };

  /** The buyer has seen a supplier's new products (all suppliers' without an id). */
  const markSeen = async (memberId: string, supplierId?: string) => {
    const db = await deps.database.ready();
    let query = db
      .updateTable('trade_desk_followed_suppliers')
      .set({ seen_ids: sql`latest_ids`, new_count: 0, seen_at: new Date(deps.now()) })
      .where('member_id', '=', memberId);
    if (supplierId) query = query.where('supplier_id', '=', supplierId);
    await query.execute();
  };

  return { refresh, read, markSeen };
};
export type AlertCounts = ReturnType<typeof createAlertCounts>;
