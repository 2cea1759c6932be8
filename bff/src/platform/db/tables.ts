import type { ColumnType, Generated, Selectable } from 'kysely';

/** A JSON column: written as its JSON text, read back parsed (both drivers parse jsonb). */
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date, Date>;

/**
 * The trade desk's tables (docs/rules/trade-desk.md, docs/architecture.md#database). Every row
 * belongs to one member (`member_id`, the upstream's user id), so leaving deletes by that key.
 */
export type RequestRow = {
  id: string;
  member_id: string;
  /** The upstream's reference number; null until the send is confirmed. */
  reference: string | null;
  kind: 'ask' | 'meeting' | 'quote';
  supplier_id: string | null;
  supplier_name: string | null;
  supplier_name_en: string | null;
  product_id: string | null;
  product_code: string | null;
  product_name: string | null;
  product_name_en: string | null;
  proposed_times: Json<string[]>;
  time_zone: string | null;
  title: string;
  text: string;
  quote: Json<Record<string, unknown> | null>;
  status: Generated<'open' | 'answered' | 'closed'>;
  note: Generated<string>;
  sent_at: Timestamp;
};

export type SavedSearchRow = {
  id: string;
  member_id: string;
  name: string;
  query: string;
  /** The newest product ids when last opened: what "new" is counted against. */
  seen_ids: Json<string[]>;
  /** The newest product ids at the last count: what opening it marks as seen. */
  latest_ids: Json<string[]>;
  new_count: Generated<number>;
  counted_at: Timestamp | null;
  last_opened_at: Timestamp;
  created_at: Timestamp;
};

export type FollowedSupplierRow = {
  member_id: string;
  supplier_id: string;
  name: string | null;
  name_en: string | null;
  seen_ids: Json<string[]>;
  latest_ids: Json<string[]>;
  new_count: Generated<number>;
  seen_at: Timestamp;
};

/** One row per member: when the alerts were last counted, and who is counting now. */
export type MemberRow = {
  member_id: string;
  counted_at: Timestamp | null;
  counting_until: Timestamp | null;
};

export type TradeDeskTables = {
  trade_desk_requests: RequestRow;
  trade_desk_saved_searches: SavedSearchRow;
  trade_desk_followed_suppliers: FollowedSupplierRow;
  trade_desk_members: MemberRow;
};

export type StoredRequest = Selectable<RequestRow>;
export type StoredSavedSearch = Selectable<SavedSearchRow>;
