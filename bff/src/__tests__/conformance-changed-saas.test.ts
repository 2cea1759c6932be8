import { renderHtml } from '../../../scripts/conformance/html-report';
import { parseOptions, type ConformanceOptions } from '../../../scripts/conformance/options';
import type { Report } from '../../../scripts/conformance/report';
import { runConformance } from '../../../scripts/conformance/runner';
import { formatSummary, suggestedEndpoints } from '../../../scripts/conformance/summary';
import { startChangedSaas } from './support/changed-saas';
import { demoBuyer, startBff } from './support/stack';

// Issue 27 item 2: a SaaS that differs the way real ones do (an endpoint at another path, a field
// renamed, an extra field, a number sent as a string) is found and the fix is suggested.
let saas: Awaited<ReturnType<typeof startChangedSaas>>;
beforeAll(async () => {
  saas = await startChangedSaas();
});
afterEach(() => saas.reset());
afterAll(() => saas.close());

const options = (args: string[] = [], env: Record<string, string> = {}): ConformanceOptions => {
  const parsed = parseOptions(['--upstream', saas.origin, ...args], env);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};
const writes = ['--email', demoBuyer.email, '--password', demoBuyer.password, '--allow-writes'];
const endpoint = (report: Report, name: string) => report.endpoints.find((e) => e.name === name);
type Item = Record<string, unknown>;
const items = (path: string, body: { status: unknown; data: { items?: Item[] } }) =>
  path.endsWith('/items/list') && body.status === 'E000-000' ? body.data.items : undefined;

describe('conformance against a SaaS that differs', () => {
  it('finds endpoints moved to the second set of paths and suggests the line that makes them conform', async () => {
    saas.changes.moves = {
      '/api/v1/items/list': '/api/items/list',
      '/api/v1/cart/add': '/cart/add',
      '/api/v1/news/list': '/api/v1/api/news/list',
    };
    const report = await runConformance(options(writes));
    expect(endpoint(report, 'items/list')).toMatchObject({
      verdict: 'route-differs',
      calls: [
        expect.objectContaining({
          found: { method: 'POST', path: '/../../api/items/list' },
          detail: expect.stringMatching(
            /answers POST \/\.\.\/\.\.\/api\/items\/list, and conforms there$/,
          ),
        }),
        expect.anything(),
        expect.anything(),
      ],
    });
    expect(endpoint(report, 'cart/add')?.calls[0]?.found).toEqual({
      method: 'POST',
      path: '/../../cart/add',
    });
    expect(endpoint(report, 'news/list')?.calls[0]?.found).toEqual({
      method: 'POST',
      path: '/api/news/list',
    });
    // What the moved product list answered still feeds the tour: the product page was opened.
    expect(endpoint(report, 'items/detail')?.verdict).toBe('conforms');
    expect(endpoint(report, 'items/list')?.advice).toMatch(/suggested UPSTREAM_ENDPOINTS/);
    const suggestion = suggestedEndpoints(report);
    expect(formatSummary(report)).toContain(`Suggested: UPSTREAM_ENDPOINTS='${suggestion}'`);

    // The suggested line, as given, makes the run conform…
    const fixed = await runConformance(options(writes, { UPSTREAM_ENDPOINTS: suggestion ?? '' }));
    expect(fixed.endpoints.filter((e) => e.verdict !== 'conforms')).toEqual([]);
    // …and the BFF itself, configured with it, serves the product list from the moved route.
    const bff = await startBff({
      upstreamUrl: saas.origin,
      env: { UPSTREAM_ENDPOINTS: suggestion ?? '' },
    });
    try {
      const res = await bff.browser().post('/api/items/list', { limit: 2 });
      expect(res.body).toMatchObject({ status: 'E000-000', data: { items: expect.any(Array) } });
    } finally {
      await bff.close();
    }
  });

  it('keeps the configured overrides the suggestion does not fix', async () => {
    saas.changes.moves = { '/api/v1/site/get': '/api/site/get' };
    const configured = JSON.stringify({ 'items/detail': { method: 'POST' } });
    const report = await runConformance(options([], { UPSTREAM_ENDPOINTS: configured }));
    expect(JSON.parse(suggestedEndpoints(report) ?? '')).toEqual({
      'items/detail': { method: 'POST' },
      'site/get': { method: 'POST', path: '/../../api/site/get' },
    });
  });

  it('says an endpoint missing at every route is missing, not behind a firewall, when others answer', async () => {
    saas.changes.moves = { '/api/v1/news/list': '/elsewhere/news' };
    const report = await runConformance(options());
    const news = endpoint(report, 'news/list');
    expect(news?.verdict).toBe('unreachable');
    expect(news?.calls[0]?.detail).toMatch(
      /no \{ status, data \} answer at POST\|GET\|PUT\|DELETE on \/news\/list, \/api\/news\/list/,
    );
    expect(news?.advice).toMatch(/other endpoint\(s\) answer, this one at no route tried/);
    expect(news?.advice).not.toMatch(/firewall/);
    expect(endpoint(report, 'site/get')?.advice).toBe('Nothing to do.');
  });

  it('tells a wrong base path from a missing endpoint, and does not flood the upstream probing', async () => {
    let requests = 0;
    saas.changes.intercept = (_req, _res, next) => {
      requests += 1;
      next();
    };
    const report = await runConformance(options(['--base-path', '/api/v9']));
    expect(report.endpoints.map((e) => e.verdict)).not.toContain('conforms');
    expect(endpoint(report, 'site/get')?.advice).toMatch(
      /check UPSTREAM_URL and UPSTREAM_BASE_PATH/,
    );
    expect(endpoint(report, 'category/trees')?.calls[0]?.detail).toMatch(
      /not looked for elsewhere/,
    );
    // Two endpoints probed (16 routes each at most), then one request per remaining step.
    expect(requests).toBeLessThan(50);
  });

  it('reports a renamed field as renamed, a quoted number as such, and lets an extra field pass', async () => {
    saas.changes.tamper = (path, body) => {
      for (const item of items(path, body) ?? []) {
        item.title = item.name;
        delete item.name;
      }
      return body;
    };
    const renamed = await runConformance(options());
    const issue = endpoint(renamed, 'items/list')?.calls[0]?.issues?.[0];
    expect(issue).toMatchObject({
      path: 'data.items.0.name',
      received: 'missing',
      sample: '',
      // The mock's own extra strings (`kind`, `created_at`) are candidates too: it says so.
      hint: expect.stringMatching(
        /^`name` missing; (`\w+`, )*`title`(, `\w+`)* present — renamed\?$/,
      ),
    });
    const summary = formatSummary(renamed);
    expect(summary).toMatch(
      /data\.items\.0\.name: `name` missing; .*`title`.* present — renamed\? \(expected string\)/,
    );
    expect(summary).not.toMatch(/nothing|undefined/);
    const html = renderHtml(renamed);
    expect(html).toMatch(/<td data-label="received">missing<div class="hint">`name` missing;/);
    expect(html).not.toMatch(/nothing|undefined/);
    expect(endpoint(renamed, 'items/list')?.advice).toMatch(/names a field differently/);

    saas.changes.tamper = (path, body) => {
      if (path.endsWith('/items/list') && body.status === 'E000-000')
        body.data.hit = String(body.data.hit);
      for (const item of items(path, body) ?? []) item.badge = 'new';
      return body;
    };
    const quoted = await runConformance(options());
    expect(endpoint(quoted, 'items/list')?.calls[0]?.issues).toEqual([
      expect.objectContaining({
        path: 'data.hit',
        received: 'string',
        hint: expect.stringMatching(/^a number sent as a string: send it unquoted$/),
      }),
    ]);

    saas.changes.tamper = (path, body) => {
      for (const item of items(path, body) ?? []) item.badge = 'new';
      return body;
    };
    expect(endpoint(await runConformance(options()), 'items/list')?.verdict).toBe('conforms');
  });
});
