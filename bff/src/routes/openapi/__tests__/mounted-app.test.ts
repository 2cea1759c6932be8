import { testConfig } from '../../../__tests__/support/stack';
import { createApp } from '../../../app';
import { manualClock } from '../../../platform/clock';
import { createMemoryStore } from '../../../platform/store/memory-store';
import { mountedRoutes } from '../mounted-routes';
import { bffRouteTable } from '../route-table';

describe('the routes the real app mounts against the endpoint table', () => {
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  const bff = createApp({ config: testConfig({ UPSTREAM_URL: 'http://127.0.0.1:1' }), store });
  afterAll(async () => {
    bff.close();
    await store.close();
  });
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const mounted = mountedRoutes(bff.app);
  const documented = bffRouteTable().map(key);

  it('mounts every route of the table and the document, each exactly once', () => {
    const literal = mounted.filter((r) => !r.path.includes('*')).map(key);
    expect([...literal].sort()).toEqual([...documented].sort());
    expect(new Set(literal).size).toBe(literal.length);
  });

  it('answers nothing else under /api but the not-found catch-all', () => {
    const wildcards = mounted.filter((r) => r.path.startsWith('/api') && r.path.includes('*'));
    expect(wildcards.map(key)).toEqual(['all /api/*rest']);
  });
});
