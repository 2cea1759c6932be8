import { testConfig } from '../../__tests__/support/stack';
import { createApp } from '../../app';
import { manualClock } from '../../clock';
import { createMemoryStore } from '../../session/memory-store';
import { mountedRoutes } from '../mounted-routes';
import { bffRouteTable } from '../route-table';

describe('the OpenAPI route table against the real app', () => {
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  const bff = createApp({ config: testConfig({ UPSTREAM_URL: 'http://127.0.0.1:1' }), store });
  afterAll(async () => {
    bff.close();
    await store.close();
  });
  const mounted = mountedRoutes(bff.app);
  const routes = bffRouteTable();
  const documented = new Set(routes.map((r) => `${r.method} ${r.path}`));

  it('documents every literal route the app mounts', () => {
    const undocumented = mounted
      .filter((r) => !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('mounts every documented route (literal, or a proxied name behind POST /api/*name)', () => {
    const literal = new Set(mounted.map((r) => `${r.method} ${r.path}`));
    const proxyWildcard = literal.has('post /api/*name');
    const missing = routes
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !literal.has(key) && !(proxyWildcard && key.startsWith('post /api/')));
    expect(missing).toEqual([]);
  });
});
