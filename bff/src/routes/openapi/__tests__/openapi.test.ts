import express from 'express';
import request from 'supertest';
import { upstreamCatalogue } from '@kakehashi/contracts';
import { proxyAllowlist } from '../../proxy/allowlist';
import { buildOpenApi } from '../build-openapi';
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
      { csrf: [], session: [] },
    ]);
    // The card return is a page, not an endpoint (docs/rules/cart-and-checkout.md#card-payment).
    expect(operation('/api/checkout/payment-return', 'post')).toBeUndefined();
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
      expect({ name, documented: Boolean(operation(`/api/${name}`, 'post')) }).toEqual({
        name,
        documented: true,
      });
    expect(operation('/api/account/signin', 'post')).toBeUndefined();
    expect(operation('/api/account/refresh', 'post')).toBeUndefined();
    expect(Object.keys(upstreamCatalogue).length).toBeGreaterThan(proxyAllowlist.size);
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document as JSON, built on the first request and never again', async () => {
    const build = jest.fn(() => document);
    const app = express();
    app.get('/api/openapi.json', openApiRoute(build));
    expect(build).not.toHaveBeenCalled(); // not at boot: it allocates ~230 MB while built
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect((await request(app).get('/api/openapi.json')).body).toEqual(res.body);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers 304 to a client that holds it (no-cache: asked again, not sent again)', async () => {
    const app = express();
    app.set('etag', false); // as the BFF: the route keeps its own tag
    app.get(
      '/api/openapi.json',
      openApiRoute(() => document),
    );
    const first = await request(app).get('/api/openapi.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await request(app)
      .get('/api/openapi.json')
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
