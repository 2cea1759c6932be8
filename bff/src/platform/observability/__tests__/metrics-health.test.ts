import request from 'supertest';
import express from 'express';
import { minimalApp } from '../../edge/__tests__/support';
import { healthRoutes } from '../health-routes';
import { metricsRegistry } from '../metrics';
import { observeAnswers } from '../answer-observers';
import { listenForMetrics } from '../metrics-access';
import { upstreamProbe } from '../upstream-probe';
import { ok200, stubUpstream } from '../../resilience/__tests__/stub-upstream';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

const metricsToken = 'a-scraper-token-of-some-length';
const scrape = (app: express.Express) =>
  request(app).get('/metrics').set('Authorization', `Bearer ${metricsToken}`);

const appWith = (options: Partial<Parameters<typeof healthRoutes>[0]> = {}) => {
  const metrics = metricsRegistry({ defaultMetrics: false });
  const app = minimalApp((app) => {
    app.use(observeAnswers(metrics.recordAnswer));
    app.use(
      healthRoutes({
        checks: { store: async () => undefined, upstream: async () => true },
        metrics,
        metricsToken,
        ...options,
      }),
    );
    app.get(
      '/api/items/:id',
      (_req, res) => void res.status(200).json({ status: 'E000-000', data: null }),
    );
    app.post('/api/*name', (_req, res) => {
      res.locals.metricsRoute = '/api/items/list';
      res.status(400).json({});
    });
  });
  return { app, metrics };
};

describe('/healthz and /readyz', () => {
  it('says the process is up', async () => {
    const res = await request(appWith().app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is ready when every check passes', async () => {
    const res = await request(appWith().app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { store: true, upstream: true } });
  });

  it.each([
    [
      'a rejected store ping',
      { store: async () => Promise.reject(new Error('down')), upstream: async () => true },
      { store: false, upstream: true },
    ],
    [
      'an unreachable upstream',
      { store: async () => undefined, upstream: async () => false },
      { store: true, upstream: false },
    ],
    [
      'a check that never answers',
      { store: () => new Promise(() => undefined), upstream: async () => true },
      { store: false, upstream: true },
    ],
  ])('answers 503 on %s', async (_name, checks, expected) => {
    const res = await request(appWith({ checks, timeoutMs: 20 }).app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', checks: expected });
  });

  it('answers 503 while draining', async () => {
    const res = await request(appWith({ isDraining: () => true }).app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('draining');
  });
});

describe('upstreamProbe', () => {
  it('is true for any HTTP answer and false for a refused connection', async () => {
    const server = express().listen(0);
    await once(server, 'listening');
    try {
      expect(
        await upstreamProbe(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 2000)(),
      ).toBe(true);
    } finally {
      server.close();
    }
    expect(await upstreamProbe('http://127.0.0.1:1', 2000)()).toBe(false);
  });
});

describe('/metrics', () => {
  const sample = (text: string, name: string, labels: string) =>
    text
      .split('\n')
      .find(
        (line) => line.startsWith(`${name}{`) && labels.split(',').every((l) => line.includes(l)),
      );

  it('counts requests by route pattern and status, with latency histograms', async () => {
    const { app } = appWith();
    await request(app).get('/api/items/1');
    await request(app).get('/api/items/2');
    await request(app).post('/api/items/list');
    await request(app).get('/api/no/such/thing');
    const text = (await scrape(app)).text;
    expect(sample(text, 'bff_http_requests_total', 'route="/api/items/:id",status="200"')).toMatch(
      / 2$/,
    );
    expect(sample(text, 'bff_http_requests_total', 'route="/api/items/list",status="400"')).toMatch(
      / 1$/,
    );
    expect(
      sample(text, 'bff_http_requests_total', 'route="/api (unmatched)",status="404"'),
    ).toMatch(/ 1$/);
    expect(
      sample(text, 'bff_http_request_duration_seconds_count', 'route="/api/items/:id"'),
    ).toMatch(/ 2$/);
    expect(text).not.toContain('/api/items/1"');
  });

  it('reports upstream latency, cache hit ratio, refreshes and breaker state', async () => {
    const { app, metrics } = appWith();
    const upstream = metrics.instrumentUpstream(stubUpstream(ok200));
    await upstream.send({ method: 'POST', path: '/items/list', headers: {}, body: {} });
    metrics.recordCacheLookup('hit');
    metrics.recordCacheLookup('stale');
    metrics.recordCacheLookup('miss');
    metrics.recordCacheLookup('miss');
    metrics.recordRefresh('ok');
    metrics.recordRefresh('failed');
    metrics.setBreakerState('open');
    const text = (await scrape(app)).text;
    expect(
      sample(
        text,
        'bff_upstream_request_duration_seconds_count',
        'path="/items/list",outcome="200"',
      ),
    ).toMatch(/ 1$/);
    expect(text).toMatch(/^bff_cache_hit_ratio 0\.5$/m);
    expect(sample(text, 'bff_cache_refreshes_total', 'result="failed"')).toMatch(/ 1$/);
    expect(sample(text, 'bff_circuit_breaker_state', 'breaker="upstream"')).toMatch(/ 2$/);
  });
});

describe('/metrics access', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-token-at-all' }],
    ['the token without the Bearer scheme', { Authorization: metricsToken }],
  ])('answers a plain 404 to %s', async (_label, headers) => {
    const { app } = appWith();
    const res = await request(app).get('/metrics').set(headers);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('bff_');
  });

  it('is never served on the site port when no token is configured', async () => {
    const { app } = appWith({ metricsToken: undefined });
    const res = await request(app).get('/metrics').set('Authorization', 'Bearer undefined');
    expect(res.status).toBe(404);
  });

  it('serves the metrics on a loopback port of their own', async () => {
    const metrics = metricsRegistry({ defaultMetrics: false });
    metrics.setBreakerState('closed', 'items');
    const server = listenForMetrics(0, metrics.handler);
    await once(server, 'listening');
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(await res.text()).toContain('bff_circuit_breaker_state{breaker="items"} 0');
    } finally {
      server.close();
    }
  });
});
