import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database';
import {
  mockForFile,
  signIn,
  startBff,
  type Bff,
  type Browser,
} from '../../../__tests__/support/stack';
import { pgliteBackend } from './databases';
import { env, quoteOf, startupMs, type QuotedProduct } from './suite-set-up';

// docs/security.md#trade-desk, over HTTP against the real mock: what a member may do to rows that
// are not theirs, and what a hostile body does to the database. One backend is enough here: the
// store code keys every row by member the same way on both (trade-desk.test.ts runs both).
/** Another member's id: rows under it belong to someone the demo buyer is not. */
const stranger = 'member-of-someone-else';

/** The terms the other member's rows must never show. */
const quote = (product: QuotedProduct) => ({ ...quoteOf(product, 3), message: 'Secret terms' });

describe('the trade desk against a hostile member', () => {
  const mock = mockForFile();
  const backend = pgliteBackend();
  let database: Database;
  let bff: Bff;
  let browser: Browser;

  beforeAll(async () => {
    database = backend.open();
    await database.ready();
    bff = await startBff({ upstreamUrl: mock.url, env, database });
    browser = bff.browser();
    await signIn(browser);
  }, startupMs);
  afterAll(async () => {
    await bff?.close();
    await database?.close();
    await backend.cleanup();
  });

  const firstProduct = () => {
    const product = mock.state.seed.products[0];
    if (!product) throw new Error('no product in the seed');
    return product;
  };

  /** A request and a saved search the buyer made, then handed to another member. */
  const othersRows = async () => {
    const product = firstProduct();
    const sent = await browser.post('/api/requests/quote', quote(product));
    expect(sent.body.status).toBe('E000-000');
    const saved = await browser.post('/api/searches/save', {
      name: 'Theirs',
      query: 'keyword=tea',
    });
    expect(saved.body.status).toBe('E000-000');
    const db = await database.ready();
    await db.updateTable('trade_desk_requests').set({ member_id: stranger }).execute();
    await db.updateTable('trade_desk_saved_searches').set({ member_id: stranger }).execute();
    return { entryId: sent.body.data.entryId as string, searchId: saved.body.data.search.id };
  };

  it("never reads, marks, annotates, opens or deletes another member's requests and searches", async () => {
    const { entryId, searchId } = await othersRows();

    const inbox = await browser.post('/api/requests/inbox/list', {});
    expect(inbox.body.data).toMatchObject({ entries: [], hit: 0, suppliers: [] });
    expect((await browser.post('/api/searches/list')).body.data.searches).toEqual([]);

    const marked = await browser.post('/api/requests/inbox/update', {
      id: entryId,
      status: 'closed',
      note: 'mine now',
    });
    expect(marked.status).toBe(404);
    expect(marked.text).not.toContain('Secret terms');
    const opened = await browser.post('/api/searches/open', { id: searchId });
    expect(opened.status).toBe(404);
    expect(opened.text).not.toContain('tea');
    expect((await browser.post('/api/searches/delete', { id: searchId })).body.data).toEqual({
      deleted: false,
    });
    // Saving under the other member's name creates the buyer's own search, never replaces theirs.
    await browser.post('/api/searches/save', { name: 'Theirs', query: 'keyword=coffee' });

    const db = await database.ready();
    const theirRequest = await db
      .selectFrom('trade_desk_requests')
      .selectAll()
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(theirRequest).toMatchObject({ member_id: stranger, status: 'open', note: '' });
    const theirSearch = await db
      .selectFrom('trade_desk_saved_searches')
      .selectAll()
      .where('id', '=', searchId)
      .executeTakeFirstOrThrow();
    expect(theirSearch).toMatchObject({ member_id: stranger, query: 'keyword=tea' });
    await db.deleteFrom('trade_desk_requests').execute();
    await db.deleteFrom('trade_desk_saved_searches').execute();
  });

  it('refuses every trade-desk call of an anonymous browser before the database or upstream', async () => {
    const anonymous = bff.browser();
    const before = bff.upstreamCalls.length;
    for (const [path, body] of [
      ['/api/requests/quote', quote({ id: 'x1', skus: [] })],
      ['/api/requests/inbox/list', {}],
      ['/api/requests/inbox/update', { id: 'x1', note: 'n' }],
      ['/api/searches/list', {}],
      ['/api/searches/save', { name: 'n', query: '' }],
      ['/api/searches/open', { id: 'x1' }],
      ['/api/searches/delete', { id: 'x1' }],
      ['/api/alerts/get', {}],
      ['/api/alerts/seen', {}],
    ] as const) {
      const res = await anonymous.post(path, body);
      expect([path, res.status]).toEqual([path, 401]);
    }
    expect(bff.upstreamCalls.slice(before)).toEqual([]);
  });

  it('refuses a note or search name with control characters as a field error, never a store failure', async () => {
    const product = firstProduct();
    // A request of its own: the same quote again within a minute would answer the one another
    // test sent (docs/rules/errors-and-messages.md#one-press-one-send), now handed to a stranger.
    const sent = await browser.post('/api/requests/quote', {
      ...quote(product),
      message: 'Our own terms',
    });
    const { entryId } = sent.body.data as { entryId: string };

    // A NUL is no PostgreSQL text: it once reached the database and answered E000-503.
    const note = await browser.post('/api/requests/inbox/update', {
      id: entryId,
      note: 'a\u0000b',
    });
    expect(note.status).toBe(400);
    expect(note.body.errors[0].name).toBe('note');
    // A note keeps its line breaks (multi-line, as the quote's message).
    const lines = await browser.post('/api/requests/inbox/update', { id: entryId, note: 'a\nb' });
    expect(lines.body.data.entry.note).toBe('a\nb');

    for (const name of ['a\u0000b', 'Tea\r\nBcc: x', 'a\u2028b']) {
      const saved = await browser.post('/api/searches/save', { name, query: 'keyword=tea' });
      expect([name, saved.status]).toEqual([name, 400]);
      expect(saved.body.errors[0].name).toBe('name');
    }
    // The same for every id the database is asked about.
    for (const [path, body] of [
      ['/api/requests/inbox/list', { supplierId: 'a\u0000b' }],
      ['/api/requests/inbox/update', { id: 'a\u0000b', status: 'closed' }],
      ['/api/searches/open', { id: 'a\u0000b' }],
      ['/api/searches/delete', { id: 'a\u0000b' }],
      ['/api/alerts/seen', { supplierId: 'a\u0000b' }],
    ] as const)
      expect([path, (await browser.post(path, body)).status]).toEqual([path, 400]);
    const db = await database.ready();
    const { count } = await db
      .selectFrom('trade_desk_saved_searches')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    await db.deleteFrom('trade_desk_requests').execute();
  });

  it('counts quotes against the mail budgets before recording or sending, and keeps the terms off the message', async () => {
    const db = await database.ready();
    await db.deleteFrom('trade_desk_requests').execute();
    // The default budgets: 10 mails per session an hour.
    const limited = await startBff({ upstreamUrl: mock.url, database });
    try {
      const member = limited.browser();
      await signIn(member);
      const product = firstProduct();
      const before = mock.count('/inquiries/put');

      // A line break in a term cannot forge another term line of the text the supplier reads.
      const forged = await member.post('/api/requests/quote', {
        ...quote(product),
        destinationPort: 'Genova\nQuantity: 1000000 pieces',
      });
      expect(forged.status).toBe(400);
      expect(forged.body.errors[0].name).toBe('destinationPort');

      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push(
          (
            await member.post('/api/requests/quote', {
              ...quote(product),
              email: `c${i}@example.com`,
            })
          ).status,
        );
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      expect(mock.count('/inquiries/put') - before).toBe(10);
      expect((await member.post('/api/requests/inbox/list', {})).body.data.hit).toBe(10);
    } finally {
      await limited.close();
      await db.deleteFrom('trade_desk_requests').execute();
    }
  });
});
