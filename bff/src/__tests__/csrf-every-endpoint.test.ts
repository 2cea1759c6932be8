import { mockAndBffForFile, signIn } from './support/stack';

/**
 * docs/security.md#cross-site-requests: every `/api` endpoint of the OpenAPI document — the
 * trade desk's and checkout's own handlers as much as the proxied reads — refuses a signed-in
 * browser's request without `X-CSRF: 1`, and a state-changing one the browser marks cross-site,
 * with a 403 Result before the session, the database or the upstream is touched.
 */
const stack = mockAndBffForFile();

type Endpoint = { method: 'get' | 'post' | 'put' | 'delete'; path: string };

const endpointsOf = async (): Promise<Endpoint[]> => {
  const doc = await stack.bff.browser().get('/api/openapi.json');
  const paths = doc.body.paths as Record<string, Record<string, object>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter(() => path.startsWith('/api/') && path !== '/api/openapi.json')
      .map((method) => ({
        method: method as Endpoint['method'],
        path: path.replace(/\{[^}]+\}/g, 'x1'),
      })),
  );
};

describe('X-CSRF and cross-site refusals on every /api endpoint', () => {
  it('refuses every endpoint without X-CSRF, and every mutation sent cross-site, calling nothing', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const endpoints = await endpointsOf();
    expect(endpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/api/requests/quote', '/api/searches/save', '/api/order/commit']),
    );
    const before = stack.bff.upstreamCalls.length;
    const refused: string[] = [];
    const passed: string[] = [];
    for (const { method, path } of endpoints) {
      // The browser's agent without the helper's header: what a cross-site form or image sends.
      const bare = await browser.agent[method](path).send({});
      (bare.status === 403 && bare.body.status === 'E000-403' ? refused : passed).push(
        `${method} ${path}`,
      );
      if (method === 'get') continue;
      const crossSite = await browser.agent[method](path)
        .set('X-CSRF', '1')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({});
      if (crossSite.status !== 403) passed.push(`cross-site ${method} ${path}`);
    }
    expect(passed).toEqual([]);
    expect(refused).toHaveLength(endpoints.length);
    expect(stack.bff.upstreamCalls.slice(before)).toEqual([]);
  });
});
