import express from 'express';
import request from 'supertest';
import { bffEndpoints, upstreamCatalogue } from '@kakehashi/contracts';
import { proxyAllowlist } from '../../proxy/allowlist';
import { buildOpenApi } from '../build-openapi';
import { mountedRoutes } from '../mounted-routes';
import { openApiRoute } from '../openapi-route';
import { bffRouteTable } from '../route-table';

const routes = bffRouteTable();
const document = buildOpenApi(routes);
type Operation = {
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  security?: unknown[];
  parameters?: { name: string; in: string }[];
};
const operation = (path: string, method: string) =>
  (document.paths?.[path] as Record<string, Operation> | undefined)?.[method];

describe('buildOpenApi', () => {
  it('is an OpenAPI 3.1 document with every route of the table', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes)
      expect({
        route: `${route.method} ${route.path}`,
        documented: Boolean(operation(route.path, route.method)),
      }).toEqual({ route: `${route.method} ${route.path}`, documented: true });
    const count = Object.values(document.paths ?? {}).reduce(
      (n, item) => n + Object.keys(item as object).length,
      0,
    );
    expect(count).toBe(routes.length);
  });

  it('documents the pinned BFF endpoints with their contract schemas', () => {
    expect(operation('/api/session', 'get')).toBeDefined();
    expect(operation('/api/language', 'put')).toBeDefined();
    expect(
      operation('/api/auth/signin', 'post')?.requestBody?.content['application/json']?.schema
        .required,
    ).toEqual(['email', 'password']);
    expect(
      operation('/api/auth/verify', 'post')?.requestBody?.content['application/json']?.schema
        .required,
    ).toEqual(['auth_code']);
    expect(operation('/api/items/list', 'post')).toBeDefined();
    expect(operation('/api/member/favorite/addDelete', 'post')?.security).toEqual([
      { session: [] },
    ]);
    expect(
      operation('/api/checkout/payment-return', 'post')?.requestBody?.content['application/json']
        ?.schema.required,
    ).toEqual(['status']);
  });

  it('describes the recursive category tree through a named component instead of recursing', () => {
    const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
    const node = schemas.TreesNode as
      { properties?: { children?: { items?: { $ref?: string } } } } | undefined;
    expect(node?.properties?.children?.items?.$ref).toBe('#/components/schemas/TreesNode');
    expect(JSON.stringify(operation('/api/category/trees', 'post'))).toContain(
      '#/components/schemas/TreesNode',
    );
  });

  it('requires the X-CSRF header on /api routes only', () => {
    expect(operation('/api/items/list', 'post')?.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-csrf', in: 'header' }),
    );
    expect(operation('/healthz', 'get')?.parameters ?? []).toEqual([]);
  });

  it('documents every allowlisted upstream name and no sensitive one', () => {
    for (const name of proxyAllowlist.keys())
      expect(operation(`/api/${name}`, 'post')).toBeDefined();
    expect(operation('/api/account/signin', 'post')).toBeUndefined();
    expect(operation('/api/account/refresh', 'post')).toBeUndefined();
    expect(Object.keys(upstreamCatalogue).length).toBeGreaterThan(proxyAllowlist.size);
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document as JSON', async () => {
    const app = express();
    app.get('/api/openapi.json', openApiRoute(document));
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
  });
});

describe('the document matches the routes mounted', () => {
  /** Mounts the route table the way the app does: literal routes, plus the proxy wildcard. */
  const appFromTable = () => {
    const app = express();
    const api = express.Router();
    for (const route of routes.filter(
      (r) => r.path.startsWith('/api/') && !proxyAllowlist.has(r.path.slice(5)),
    ))
      api[route.method](
        route.path.slice(4),
        (_req, res) => void res.json({ status: 'E000-000', data: null }),
      );
    api.post('/*name', (_req, res) => void res.json({ status: 'E000-000', data: null }));
    app.use('/api', api);
    for (const route of routes.filter((r) => !r.path.startsWith('/api/')))
      app[route.method](route.path, (_req, res) => void res.send('ok'));
    return app;
  };

  it('every literal route mounted is documented, and every documented one is mounted', () => {
    const mounted = mountedRoutes(appFromTable());
    const literal = mounted.filter((r) => !r.path.includes('*'));
    const documented = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const r of literal) expect(documented).toContain(`${r.method} ${r.path}`);
    const wildcards = mounted.filter((r) => r.path.includes('*'));
    expect(wildcards).toEqual([{ method: 'post', path: '/api/*name' }]);
    // The wildcard answers exactly the allowlist; each documented proxied route is one of them.
    const proxied = routes.filter((r) => proxyAllowlist.has(r.path.slice(5)));
    expect(proxied.length).toBe(proxyAllowlist.size);
    expect(literal.length + proxied.length).toBe(routes.length);
  });

  it('has the BFF-owned endpoints of the contracts, each once', () => {
    const own = Object.values(bffEndpoints).map((e) => `${e.method.toLowerCase()} /api${e.path}`);
    const documented = routes.map((r) => `${r.method} ${r.path}`);
    for (const key of own) expect(documented.filter((d) => d === key)).toHaveLength(1);
    expect(new Set(documented).size).toBe(documented.length);
  });
});
