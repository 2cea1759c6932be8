import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildOpenApi } from '../build-openapi';
import { bffRouteTable } from '../route-table';
import { buildUpstreamOpenApi } from '../upstream-openapi';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

const operations = (document: Document) =>
  Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
    Object.entries(item).map(([method, op]) => ({ route: `${method} ${p}`, op })),
  );
/** swagger-parser dereferences in place: it gets a copy. */
const lint = (document: unknown) => SwaggerParser.validate(structuredClone(document) as never);
const idsAreUnique = (document: Document) => {
  const ids = operations(document).map(({ op }) => op.operationId);
  expect(ids.filter((id) => !id)).toEqual([]);
  expect(ids.length - new Set(ids).size).toBe(0);
};

describe('the BFF OpenAPI document a client is generated from', () => {
  const document = buildOpenApi(bffRouteTable()) as Document;

  it('passes the OpenAPI linter (swagger-parser validate)', async () => {
    await expect(lint(document)).resolves.toBeDefined();
  });

  it('gives every operation a unique operationId from its endpoint name', () => {
    idsAreUnique(document);
    expect(document.paths?.['/api/member/favorite/addDelete']?.post?.operationId).toBe(
      'memberFavoriteAddDelete',
    );
  });

  it('requires X-CSRF on every /api operation and the session cookie on member ones', () => {
    for (const route of bffRouteTable()) {
      const op = document.paths![route.path]![route.method]!;
      const expected = route.path.startsWith('/api/')
        ? [{ csrf: [], ...(route.member ? { session: [] } : {}) }]
        : [];
      expect({ route: route.path, security: op.security }).toEqual({
        route: route.path,
        security: expected,
      });
    }
  });

  it('lists 401 on member routes only and 429 on throttled routes only', () => {
    for (const route of bffRouteTable().filter((r) => r.path.startsWith('/api/'))) {
      const codes = Object.keys(document.paths![route.path]![route.method]!.responses);
      expect({ route: route.path, codes: codes.filter((c) => c === '401' || c === '429') }).toEqual(
        {
          route: route.path,
          codes: [...(route.member ? ['401'] : []), ...(route.throttled ? ['429'] : [])],
        },
      );
      expect(codes).toContain('403');
    }
    expect(Object.keys(document.paths!['/api/auth/signin']!.post!.responses)).toEqual(
      expect.arrayContaining(['400', '403', '429']),
    );
  });
});

describe('the upstream OpenAPI document for testing a real backend', () => {
  const document = buildUpstreamOpenApi() as Document;

  it('passes the linter, with unique operationIds and the upstream headers as security', async () => {
    await expect(lint(document)).resolves.toBeDefined();
    idsAreUnique(document);
    expect(document.paths?.['/member/information/get']?.post?.security).toEqual([
      { clientId: [], accessToken: [], userId: [] },
    ]);
    expect(document.paths?.['/original/account/id']?.post?.security).toEqual([]);
  });

  it('applies UPSTREAM_ENDPOINTS: a moved endpoint is documented where this upstream has it', () => {
    const moved = buildUpstreamOpenApi({
      endpoints: { 'items/list': { path: '/items/search', method: 'PUT' } },
    }) as Document;
    expect(moved.paths?.['/items/search']?.put?.operationId).toBe('itemsList');
    expect(moved.paths?.['/items/list']).toBeUndefined();
  });
});

describe('npm run openapi', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kk-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', require.resolve('tsx'), path.join(__dirname, '..', 'cli.ts'), ...args],
      { cwd: dir, env: { ...process.env, UPSTREAM_URL: 'https://shop.example' } },
    );

  it('writes both documents to files a viewer on another origin can open', async () => {
    await run('--out', 'bff.json');
    await run('--upstream', '--out', 'upstream.json');
    const bff = JSON.parse(readFileSync(path.join(dir, 'bff.json'), 'utf8'));
    const upstream = JSON.parse(readFileSync(path.join(dir, 'upstream.json'), 'utf8'));
    await expect(lint(bff)).resolves.toBeDefined();
    await expect(lint(upstream)).resolves.toBeDefined();
    expect(upstream.servers).toEqual([{ url: 'https://shop.example/api/v1' }]);
  }, 60_000);
});
