import { describeWithRedis, redisReadyMs, testRedisStore } from '../../../__tests__/support/redis';
import { pgliteTemplate } from '../../../__tests__/support/pglite-template';
import {
  mockForFile,
  shareSession,
  signIn,
  startBff,
  type Bff,
} from '../../../__tests__/support/stack';
import { createDatabase, type Database } from '../../../platform/db/database';
import { env, quoteOf, startupMs } from './suite-set-up';

// docs/rules/errors-and-messages.md#one-press-one-send across processes: two gateways on one
// Redis (BFF_WORKERS=2, or two instances behind a balancer) take a repeat once, wherever the
// second press lands.
const mock = mockForFile();

const ask = (supplierId: string, text: string) => ({
  type: 'ask_company',
  title: 'Shelf life?',
  name: 'Maria Rossi',
  email: 'buyer@example.com',
  text,
  supplier_id: supplierId,
});

describeWithRedis('a send repeated on another instance sharing Redis', () => {
  const one = testRedisStore();
  const two = testRedisStore({ prefix: one.prefix });
  let database: Database;
  let a: Bff;
  let b: Bff;
  beforeAll(async () => {
    await Promise.all([one.store.ready(redisReadyMs), two.store.ready(redisReadyMs)]);
    database = createDatabase({ schema: 'public', pgliteDir: 'memory', pgliteTemplate });
    await database.ready();
    a = await startBff({ upstreamUrl: mock.url, env, store: one.store, database });
    b = await startBff({ upstreamUrl: mock.url, env, store: two.store, database });
  }, startupMs);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await one.cleanup();
    await two.store.close();
  });

  /** The demo buyer signed in on `a`, and the same session's browser on `b`. */
  const buyerOnBoth = async () => {
    const onA = a.browser();
    await signIn(onA);
    const onB = b.browser();
    shareSession(onA, onB);
    return { onA, onB };
  };

  it('reaches the upstream once when both arrive together, one on each instance', async () => {
    const { onA, onB } = await buyerOnBoth();
    const [supplier] = mock.state.seed.suppliers;
    const body = ask(supplier!.id, 'How long does it keep? (two instances)');
    // The first send is held upstream for a while, so the second arrives while it is on its way.
    await mock.faults({ endpoint: 'inquiries/put', latencyMs: 400, times: 1 });
    const before = mock.count('/inquiries/put');
    const [first, second] = await Promise.all([
      onA.post('/api/inquiries/put', body),
      onB.post('/api/inquiries/put', body),
    ]);
    expect(first.body.status).toBe('E000-000');
    expect(second.body).toEqual(first.body);
    expect(mock.count('/inquiries/put') - before).toBe(1);
    const inbox = await onB.post('/api/requests/inbox/list', {});
    const entries = (inbox.body.data.entries as { text: string }[]).filter(
      (entry) => entry.text === body.text,
    );
    expect(entries).toHaveLength(1);
  });

  it('reaches the upstream once when the repeat comes to the other instance after the answer', async () => {
    const { onA, onB } = await buyerOnBoth();
    const [supplier] = mock.state.seed.suppliers;
    const body = ask(supplier!.id, 'How long does it keep? (again, elsewhere)');
    const before = mock.count('/inquiries/put');
    const first = await onA.post('/api/inquiries/put', body);
    const second = await onB.post('/api/inquiries/put', body);
    expect(first.body.status).toBe('E000-000');
    expect(second.body).toEqual(first.body);
    expect(mock.count('/inquiries/put') - before).toBe(1);
  });

  it('takes a quote request once when both arrive together, one on each instance', async () => {
    const { onA, onB } = await buyerOnBoth();
    const product = mock.state.seed.products.find(
      (p) => typeof p.custom.moq === 'number' && p.custom.moq > 1,
    )!;
    const body = quoteOf(product, product.custom.moq as number);
    await mock.faults({ endpoint: 'inquiries/put', latencyMs: 400, times: 1 });
    const before = mock.count('/inquiries/put');
    const [first, second] = await Promise.all([
      onB.post('/api/requests/quote', body),
      onA.post('/api/requests/quote', body),
    ]);
    expect(first.body.status).toBe('E000-000');
    expect(second.body).toEqual(first.body);
    expect(mock.count('/inquiries/put') - before).toBe(1);

    // Other terms are another request.
    const other = await onA.post('/api/requests/quote', { ...body, message: 'And samples?' });
    expect(other.body.status).toBe('E000-000');
    expect(mock.count('/inquiries/put') - before).toBe(2);
  });
});
