import { randomUUID } from 'node:crypto';
import type {
  InboxEntry,
  InboxListData,
  InboxUpdateBody,
  QuoteTerms,
  RequestKind,
} from '@kakehashi/contracts';
import type { Database } from '../../platform/db/database';
import type { StoredRequest } from '../../platform/db/tables';

/** A request about to be sent, with the names known when it was written. */
export type NewRequest = {
  kind: RequestKind;
  supplier: { id: string; name: string | null; nameEn: string | null } | null;
  product: { id: string; code: string | null; name: string | null; nameEn: string | null } | null;
  proposedTimes: string[];
  timeZone: string | null;
  title: string;
  text: string;
  quote: QuoteTerms | null;
};

const entryOf = (row: StoredRequest): InboxEntry => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  supplier: row.supplier_id
    ? { id: row.supplier_id, name: row.supplier_name, nameEn: row.supplier_name_en }
    : null,
  product: row.product_id
    ? {
        id: row.product_id,
        code: row.product_code,
        name: row.product_name,
        nameEn: row.product_name_en,
      }
    : null,
  proposedTimes: row.proposed_times,
  timeZone: row.time_zone,
  title: row.title,
  text: row.text,
  quote: row.quote ? (row.quote as InboxEntry['quote']) : null,
  status: row.status,
  note: row.note,
  sentAt: row.sent_at.toISOString(),
});

type Filters = {
  kind?: RequestKind;
  supplierId?: string;
  status?: InboxEntry['status'];
  offset: number;
  limit: number;
};

/**
 * The request inbox (docs/rules/trade-desk.md#request-inbox): one row per request a member sent,
 * written before the send and confirmed with the upstream's reference after it
 * (docs/rules/trade-desk.md#recording).
 */
export const createRequestLog = (database: Database, now: () => number) => {
  const recordPending = async (memberId: string, request: NewRequest): Promise<string> => {
    const db = await database.ready();
    const id = randomUUID();
    await db
      .insertInto('trade_desk_requests')
      .values({
        id,
        member_id: memberId,
        reference: null,
        kind: request.kind,
        supplier_id: request.supplier?.id ?? null,
        supplier_name: request.supplier?.name ?? null,
        supplier_name_en: request.supplier?.nameEn ?? null,
        product_id: request.product?.id ?? null,
        product_code: request.product?.code ?? null,
        product_name: request.product?.name ?? null,
        product_name_en: request.product?.nameEn ?? null,
        proposed_times: JSON.stringify(request.proposedTimes),
        time_zone: request.timeZone,
        title: request.title,
        text: request.text,
        quote: JSON.stringify(request.quote),
        sent_at: new Date(now()),
      })
      .execute();
    return id;
  };

  const confirmSent = async (id: string, reference: string) => {
    const db = await database.ready();
    await db.updateTable('trade_desk_requests').set({ reference }).where('id', '=', id).execute();
  };

  /** The upstream refused the request: it was not sent, so it is not in the inbox either. */
  const discard = async (id: string) => {
    const db = await database.ready();
    await db.deleteFrom('trade_desk_requests').where('id', '=', id).execute();
  };

  const list = async (memberId: string, filters: Filters): Promise<InboxListData> => {
    const db = await database.ready();
    let query = db.selectFrom('trade_desk_requests').where('member_id', '=', memberId);
    if (filters.kind) query = query.where('kind', '=', filters.kind);
    if (filters.supplierId) query = query.where('supplier_id', '=', filters.supplierId);
    if (filters.status) query = query.where('status', '=', filters.status);
    const [rows, total, suppliers] = await Promise.all([
      query
        .selectAll()
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .offset(filters.offset)
        .limit(filters.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('hit')).executeTakeFirstOrThrow(),
      db
        .selectFrom('trade_desk_requests')
        .where('member_id', '=', memberId)
        .where('supplier_id', 'is not', null)
        .select(['supplier_id', 'supplier_name', 'supplier_name_en'])
        .distinctOn('supplier_id')
        .orderBy('supplier_id')
        .orderBy('sent_at', 'desc')
        .execute(),
    ]);
    return {
      entries: rows.map(entryOf),
      hit: Number(total.hit),
      suppliers: suppliers.map((s) => ({
        id: s.supplier_id as string,
        name: s.supplier_name,
        nameEn: s.supplier_name_en,
      })),
    };
  };

  /** The buyer's marking and note; null when the member has no such request. */
  const update = async (
    memberId: string,
    change: Pick<InboxUpdateBody, 'id' | 'status' | 'note'>,
  ): Promise<InboxEntry | null> => {
    const db = await database.ready();
    const row = await db
      .updateTable('trade_desk_requests')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
      })
      .where('id', '=', change.id)
      .where('member_id', '=', memberId)
      .returningAll()
      .executeTakeFirst();
    return row ? entryOf(row) : null;
  };

  return { recordPending, confirmSent, discard, list, update };
};
export type RequestLog = ReturnType<typeof createRequestLog>;
