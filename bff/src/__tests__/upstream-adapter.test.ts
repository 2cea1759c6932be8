import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { itemListResponseSchema } from '@kakehashi/contracts';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config/config';
import { createMemoryStore } from '../platform/store/memory-store';
import { acmeDifferences, startChangedSaas } from './support/changed-saas';
import { listen, startBff, testConfig } from './support/stack';

// Issue 27 item 4: an upstream that renames a field and quotes a number is adapted by a module
// named in UPSTREAM_ADAPTER, without forking (docs/integrators.md#adapting-an-upstream-that-differs).
const example = path.relative(
  process.cwd(),
  path.resolve(__dirname, '../../../docs/examples/adapters/acme.js'),
);
const folder = mkdtempSync(path.join(tmpdir(), 'adapter-'));
/** A throwaway adapter module (CommonJS, like the example). */
const adapterFile = (name: string, source: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, source);
  return file;
};

let saas: Awaited<ReturnType<typeof startChangedSaas>>;
beforeAll(async () => {
  saas = await startChangedSaas();
});
afterEach(() => saas.reset());
afterAll(async () => {
  await saas.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Acme's product list: `name` sent as `title`, the hit count as a string. */
const actLikeAcme = () => {
  saas.changes.tamper = acmeDifferences;
};

const productList = async (env: Record<string, string>, body: object = { limit: 3 }) => {
  const bff = await startBff({ upstreamUrl: saas.origin, env });
  try {
    return await bff.browser().post('/api/items/list', body);
  } finally {
    await bff.close();
  }
};

describe('UPSTREAM_ADAPTER', () => {
  it('serves a conforming product list from an upstream that renames a field and quotes a number', async () => {
    actLikeAcme();
    const plain = await productList({});
    // Without the adapter the buyer's product list breaks: the contract refuses what came.
    expect(itemListResponseSchema.safeParse(plain.body.data).success).toBe(false);

    const adapted = await productList({ UPSTREAM_ADAPTER: example });
    expect(adapted.body.status).toBe('E000-000');
    const parsed = itemListResponseSchema.safeParse(adapted.body.data);
    expect(parsed.success).toBe(true);
    expect(typeof adapted.body.data.hit).toBe('number');
    expect(adapted.body.data.items[0].name).toEqual(expect.any(String));
  });

  it('passes the contract’s request through the adapter before it is sent', async () => {
    const file = adapterFile(
      'one-item.js',
      "module.exports = { 'items/list': { request: (body) => ({ ...body, limit: 1 }) } };",
    );
    const res = await productList({ UPSTREAM_ADAPTER: file }, { limit: 3 });
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data.items).toHaveLength(1);
  });

  it('turns an adapter that throws into the fetch-error Result, and keeps serving', async () => {
    const file = adapterFile(
      'throws.js',
      `module.exports = {
        'items/list': { answer: () => { throw new Error('adapter bug'); } },
        'category/trees': { request: () => { throw new Error('adapter bug'); } },
      };`,
    );
    const bff = await startBff({ upstreamUrl: saas.origin, env: { UPSTREAM_ADAPTER: file } });
    try {
      const browser = bff.browser();
      const answer = await browser.post('/api/items/list', { limit: 1 });
      expect(answer.status).toBe(502);
      expect(answer.body.status).toBe('E999-999');
      const request = await browser.post('/api/category/trees', {});
      expect(request.body.status).toBe('E999-999');
      expect(bff.upstreamCalls).not.toContain('category/trees'); // never sent
      expect((await browser.post('/api/site/get')).body.status).toBe('E000-000');
    } finally {
      await bff.close();
    }
  });

  it('logs which function of which endpoint threw', async () => {
    const file = adapterFile(
      'logged.js',
      "module.exports = { 'items/list': { answer: () => { throw new Error('no title here'); } } };",
    );
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const config = testConfig({ UPSTREAM_URL: saas.origin, UPSTREAM_ADAPTER: file });
    const store = createMemoryStore({ maxEntries: 100, clock: systemClock });
    const bff = createApp({ config, store, logger });
    const server = await listen(bff.app);
    try {
      await request(server.url).post('/api/items/list').set('X-CSRF', '1').send({ limit: 1 });
    } finally {
      await server.close();
      bff.close();
      await store.close();
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'UPSTREAM_ADAPTER function threw',
        endpoint: 'items/list',
        stage: 'answer',
        err: expect.objectContaining({ message: 'no title here' }),
      }),
    );
  });

  it('stops the boot naming the variable when the module is missing, empty or names an unknown endpoint', () => {
    const refused = (file: string) => {
      const loaded = loadConfig({ NODE_ENV: 'test', UPSTREAM_ADAPTER: file });
      return loaded.ok ? '' : loaded.message;
    };
    expect(refused('./adapters/nowhere.js')).toMatch(
      /UPSTREAM_ADAPTER: no module at .*nowhere\.js/,
    );
    expect(refused(adapterFile('empty.js', 'module.exports = 42;'))).toMatch(
      /UPSTREAM_ADAPTER: .*exports no adapter object/,
    );
    expect(
      refused(adapterFile('typo.js', "module.exports = { 'items/lst': { answer: (d) => d } };")),
    ).toMatch(/UPSTREAM_ADAPTER: .*items\/lst: not an endpoint of the catalogue/);
    expect(
      refused(adapterFile('shape.js', "module.exports = { 'items/list': { answr: (d) => d } };")),
    ).toMatch(/items\/list\.answr: only request and answer functions are allowed/);
    expect(loadConfig({ NODE_ENV: 'test', UPSTREAM_ADAPTER: '' }).ok).toBe(true);
  });

  it('is documented with the example the test runs', () => {
    const docs = readFileSync(path.resolve(__dirname, '../../../docs/integrators.md'), 'utf8');
    const section = docs.split('## Adapting an upstream that differs')[1] ?? '';
    const shown = /```js\n\/\/ @ts-check\n([\s\S]*?)```/.exec(section)?.[1];
    expect(shown).toBeDefined();
    expect(readFileSync(example, 'utf8')).toContain(shown);
  });
});
