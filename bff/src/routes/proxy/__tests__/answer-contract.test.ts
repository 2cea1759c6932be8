import nock from 'nock';
import { itemListResponseSchema } from '@kakehashi/contracts';
import pino from 'pino';
import request from 'supertest';
import { readFixture } from '../../../../../mocks/src/replay/fixture-files';
import { createApp } from '../../../app';
import { manualClock } from '../../../platform/clock';
import { createMemoryStore } from '../../../platform/store/memory-store';
import { listen, testConfig } from '../../../__tests__/support/stack';
import { base, nockUrl, siteSettings } from '../../../__tests__/support/nock-upstream';
import { proxyAllowlist } from '../allowlist';

// docs/rules/errors-and-messages.md#status-catalogue (E000-502) and docs/security.md: the browser
// gets exactly what an answer's contract names; an answer that breaks it is refused, logged with
// its zod path, counted, and its endpoint shown as degraded on /readyz.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Real answers of the mock, as the buyer tour recorded them (mocks/fixtures).
const recorded = readFixture('buyer-tour')
  .exchanges.map((e) => ({
    name: e.path.replace(/^\/api\/v1\//, ''),
    body: e.response as { status?: string; data?: Json },
  }))
  .filter((a) => a.body?.status === 'E000-000' && proxyAllowlist.has(a.name as never));

describe('the contracts of the proxied answers', () => {
  it('has real answers of many routes to try', () => {
    expect(new Set(recorded.map((a) => a.name)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(recorded.map((a) => [a.name, a] as const))(
    '%s: a real answer of the mock keeps its contract',
    (_name, { name, body }) => {
      const checked = proxyAllowlist.get(name as never)!.data.safeParse(body.data);
      expect(checked.error?.issues ?? []).toEqual([]);
    },
  );
});

describe('an upstream answer on its way to the browser', () => {
  const lines: Record<string, unknown>[] = [];
  const clock = manualClock(Date.now());
  const store = createMemoryStore({ maxEntries: 1000, clock });
  const bff = createApp({
    config: testConfig({ UPSTREAM_URL: nockUrl }),
    store,
    clock,
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
  });
  let url: string;
  let close: () => Promise<void>;
  // The recorded answer as its contract has it (the mock adds fields of its own).
  const items = itemListResponseSchema.parse(
    recorded.find((a) => a.name === 'items/list')!.body.data,
  ) as { items: Record<string, Json>[] };
  const answerItems = (data: Json) =>
    nock(nockUrl)
      .post(`${base}/items/list`)
      .reply(200, { status: 'E000-000', data }, { 'content-type': 'application/json' });

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    const scope = nock(nockUrl).persist();
    scope
      .post(`${base}/original/account/id`)
      .reply(200, { status: 'E000-000', data: { client_id: 'cl_test' } });
    // A field the contract does not name, at the top and inside: an internal of the SaaS.
    const settings = siteSettings();
    scope.post(`${base}/site/get`).reply(200, {
      status: 'E000-000',
      data: {
        ...settings,
        store_timezone: 'Asia/Tokyo',
        site: { ...settings.site, tenant_db: 'saas-shard-7' },
      },
    });
    ({ url, close } = await listen(bff.app));
  });
  afterAll(async () => {
    await close();
    bff.close();
    await store.close();
    nock.cleanAll();
    nock.restore();
    nock.enableNetConnect();
  });

  const post = (path: string, body: object, language = 'en') =>
    request(url).post(path).set('X-CSRF', '1').set('Cookie', `kk_lang=${language}`).send(body);

  it('carries only the fields its contract names (site/get: no store_timezone)', async () => {
    const res = await post('/api/site/get', {});
    expect(res.status).toBe(200);
    expect(res.body.data.site.name).toBe('かけはし');
    expect(res.body.data).not.toHaveProperty('store_timezone');
    expect(res.body.data.site).not.toHaveProperty('tenant_db');
    expect(res.text).not.toContain('Asia/Tokyo');
    expect(res.text).not.toContain('saas-shard-7');
  });

  it('strips an unknown field of an uncached answer too, and keeps the rest as it came', async () => {
    const [first, ...rest] = items.items;
    answerItems({ ...items, items: [{ ...first!, internal_cost: 812 }, ...rest] });
    const res = await post('/api/items/list', { limit: 20 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(items);
    expect(res.text).not.toContain('internal_cost');
  });

  it('refuses an answer that breaks its contract with E000-502 in the buyer’s language', async () => {
    const [first, ...rest] = items.items;
    const broken = { ...items, items: [{ ...first!, id: { not: 'an id' } }, ...rest] };
    answerItems(broken);
    const en = await post('/api/items/list', { limit: 20 });
    expect(en.status).toBe(502);
    expect(en.body).toMatchObject({ status: 'E000-502', data: null });
    expect(en.body.message).toBe(
      'The service answered in a form we did not expect. Please try again later. [E000-502]',
    );
    expect(en.text).not.toContain('not an id');
    answerItems(broken);
    const ja = await post('/api/items/list', { limit: 20 }, 'jp');
    expect(ja.body.status).toBe('E000-502');
    expect(ja.body.message).toMatch(/^サービスから想定外の形式で応答がありました。.*\[E000-502\]$/);

    const logged = lines.find((line) => line.msg === 'upstream answer breaks its contract');
    expect(logged).toMatchObject({ level: 50, upstream: 'items/list' });
    expect(logged!.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['items', 0, 'id'] })]),
    );
  });

  it('counts a breach and shows the endpoint degraded on /readyz until it keeps its contract', async () => {
    const metric = async () =>
      (await bff.metrics.registry.getSingleMetric('bff_upstream_contract_breaches_total')!.get())
        .values;
    expect(await metric()).toEqual([
      expect.objectContaining({ labels: { endpoint: 'items/list' }, value: 2 }),
    ]);
    const degraded = await request(url).get('/readyz');
    expect(degraded.body.degraded).toEqual(['items/list']);

    answerItems(items);
    expect((await post('/api/items/list', { limit: 20 })).status).toBe(200);
    const ready = await request(url).get('/readyz');
    expect(ready.body).not.toHaveProperty('degraded');
  });
});
