import cookieParser from 'cookie-parser';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { listen, startMock, testConfig, type MockUpstream } from '../../__tests__/support/stack';
import { createApp } from '../../app';
import { createAuthorizationPoster } from '../../checkout/authorization-post';
import { checkoutRoutes } from '../../checkout/checkout-routes';
import { createCheckoutStore } from '../../checkout/checkout-store';
import { manualClock } from '../../clock';
import { requireCsrfHeader } from '../../http/csrf';
import { healthRoutes } from '../../observability/health-routes';
import { metricsRegistry } from '../../observability/metrics';
import { requestContext } from '../../observability/request-context';
import { requestLogger } from '../../observability/request-logger';
import { upstreamProbe } from '../../observability/upstream-probe';
import { buildOpenApi } from '../../openapi/build-openapi';
import { openApiRoute } from '../../openapi/openapi-route';
import { bffRouteTable } from '../../openapi/route-table';
import { createMemoryStore } from '../../session/memory-store';
import { createSessionMiddleware } from '../../session/session-middleware';
import { createSessionRepository } from '../../session/session-repository';
import { corsPolicy } from '../cors-policy';
import { refuseCrossSiteMutations } from '../cross-site-guard';
import { pageRules } from '../page-rules';
import { securityHeaders } from '../security-headers';
import { serveWebApp } from '../serve-web-app';
import { sessionLanguageWriter, sessionSignedIn } from '../session-access';
import { fakeDist, resultErrors } from './support';

/**
 * The edge pieces around the real core app and the real mock upstream, composed in the order
 * README-wiring.md gives the lead (here as an outer app, since app.ts is not ours to edit).
 */
let mock: MockUpstream;
let stack: Awaited<ReturnType<typeof listen>>;
let closeAll: () => Promise<void>;
const dist = fakeDist();

beforeAll(async () => {
  mock = await startMock();
  const clock = manualClock(Date.now());
  const config = testConfig({ UPSTREAM_URL: mock.url });
  const store = createMemoryStore({ maxEntries: 10_000, clock });
  const logger = pino({ level: 'silent' });
  const core = createApp({ config, store, clock, logger });
  const sessions = createSessionRepository(store, clock, config.session);
  const metrics = metricsRegistry({ defaultMetrics: false });

  const app = express();
  app.use(requestContext(), requestLogger({ logger }), metrics.httpMetrics);
  app.use(securityHeaders({ secure: config.cookies.secure }), corsPolicy({ allowedOrigins: [] }));
  app.use(cookieParser());
  app.use(
    healthRoutes({
      checks: { store: () => store.ping(), upstream: upstreamProbe(config.upstream.url, 1000) },
      metrics,
    }),
  );
  const api = express.Router();
  api.use(refuseCrossSiteMutations, requireCsrfHeader);
  api.get('/openapi.json', openApiRoute(buildOpenApi(bffRouteTable())));
  api.use(express.json(), createSessionMiddleware(config, sessions));
  api.use(
    checkoutRoutes({
      store: createCheckoutStore(store, config.session.idleTtlMs),
      authorize: createAuthorizationPoster({
        allowedOrigins: [config.upstream.url],
        timeoutMs: 1000,
      }),
    }),
  );
  app.use('/api', api);
  app.use(
    pageRules({
      languageCookie: config.cookies.language,
      secureCookies: config.cookies.secure,
      signedIn: sessionSignedIn(sessions, config.cookies.session),
      rememberLanguage: sessionLanguageWriter(sessions, config.cookies.session),
    }),
  );
  app.use(
    serveWebApp({
      distDir: dist.dir,
      languageCookie: config.cookies.language,
      defaultLanguage: config.defaultLanguage,
    }),
  );
  app.use(core.app);
  app.use(resultErrors); // core's error handler sits inside core.app; the outer pieces need one too
  stack = await listen(app);
  closeAll = async () => {
    await stack.close();
    core.close();
    await store.close();
    await mock.close();
    dist.remove();
  };
});
afterAll(() => closeAll());

describe('edge around the real app', () => {
  it('sends a signed-out visitor to login, and serves the page once signed in through the real sign-in', async () => {
    const browser = request.agent(stack.url);
    const before = await browser.get('/favorites?page=2');
    expect(before.status).toBe(302);
    expect(before.headers.location).toBe('/account/login?redirect=%2Ffavorites%3Fpage%3D2');

    const signin = await browser
      .post('/api/auth/signin')
      .set('X-CSRF', '1')
      .send({ email: 'buyer@example.com', password: 'Kakehashi-2026' });
    expect(signin.body.status).toBe('E000-000');

    const page = await browser.get('/favorites?page=2');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['x-request-id']).toBeDefined();
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('switches the page language through a prefix, keeping the query', async () => {
    const browser = request.agent(stack.url);
    const res = await browser.get('/ja/account/login?redirect=%2Fshow');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/login?redirect=%2Fshow');
    const page = await browser.get('/account/login');
    expect(page.text).toContain('<html lang="ja">');
    const session = await browser.get('/api/session').set('X-CSRF', '1');
    expect(session.body.data.language).toBe('jp');
  });

  it('also switches the language of an existing session, signed in or not', async () => {
    const browser = request.agent(stack.url);
    await browser.put('/api/language').set('X-CSRF', '1').send({ language: 'en' });
    expect((await browser.get('/api/session').set('X-CSRF', '1')).body.data.language).toBe('en');
    await browser.get('/jp');
    expect((await browser.get('/api/session').set('X-CSRF', '1')).body.data.language).toBe('jp');
    await browser.get('/en/account/login');
    expect((await browser.get('/api/session').set('X-CSRF', '1')).body.data.language).toBe('en');
  });

  it('answers unknown pages with a real 404 and unknown API names with a 404 Result', async () => {
    expect((await request(stack.url).get('/nowhere')).status).toBe(404);
    const api = await request(stack.url).post('/api/nowhere/at/all').set('X-CSRF', '1').send({});
    expect(api.status).toBe(404);
    expect(api.body.status).toBe('E000-404');
  });

  it('refuses /api without X-CSRF and cross-site mutations with 403 Results, never redirecting', async () => {
    const missing = await request(stack.url).get('/api/session');
    expect(missing.status).toBe(403);
    expect(missing.body.status).toBe('E000-403');
    const crossSite = await request(stack.url)
      .post('/api/auth/signin')
      .set('X-CSRF', '1')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({});
    expect(crossSite.status).toBe(403);
    const member = await request(stack.url)
      .post('/api/member/favorite/list')
      .set('X-CSRF', '1')
      .send({});
    expect(member.status).toBe(401);
  });

  it('serves the OpenAPI document, checkout state clearing, readiness and metrics', async () => {
    const doc = await request(stack.url).get('/api/openapi.json').set('X-CSRF', '1');
    expect(doc.body.openapi).toBe('3.1.0');
    const cleared = await request(stack.url).delete('/api/checkout/state').set('X-CSRF', '1');
    expect(cleared.body).toEqual({ status: 'E000-000', data: { cleared: true } });
    const ready = await request(stack.url).get('/readyz');
    expect(ready.body).toEqual({ status: 'ready', checks: { store: true, upstream: true } });
    const metrics = await request(stack.url).get('/metrics');
    expect(metrics.text).toContain(
      'bff_http_requests_total{method="DELETE",route="/api/checkout/state",status="200"}',
    );
  });
});
