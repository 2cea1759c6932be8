import { sql, type Kysely, type Migration } from 'kysely';

/** docs/rules/trade-desk.md: the request inbox, saved searches and alert counts. */
export const tradeDeskTables: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('trade_desk_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('supplier_id', 'text')
      .addColumn('supplier_name', 'text')
      .addColumn('supplier_name_en', 'text')
      .addColumn('product_id', 'text')
      .addColumn('product_code', 'text')
      .addColumn('product_name', 'text')
      .addColumn('product_name_en', 'text')
      .addColumn('proposed_times', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('time_zone', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('quote', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('trade_desk_requests_member')
      .on('trade_desk_requests')
      .columns(['member_id', 'sent_at'])
      .execute();

    await db.schema
      .createTable('trade_desk_saved_searches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('seen_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('latest_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('counted_at', 'timestamptz')
      .addColumn('last_opened_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('trade_desk_saved_searches_name', ['member_id', 'name'])
      .execute();

    await db.schema
      .createTable('trade_desk_followed_suppliers')
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('supplier_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('name_en', 'text')
      .addColumn('seen_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('latest_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('trade_desk_followed_suppliers_pk', ['member_id', 'supplier_id'])
      .execute();

    await db.schema
      .createTable('trade_desk_members')
      .addColumn('member_id', 'text', (c) => c.primaryKey())
      .addColumn('counted_at', 'timestamptz')
      .addColumn('counting_until', 'timestamptz')
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const table of [
      'trade_desk_members',
      'trade_desk_followed_suppliers',
      'trade_desk_saved_searches',
      'trade_desk_requests',
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
