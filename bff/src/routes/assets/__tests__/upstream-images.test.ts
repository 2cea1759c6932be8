import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { startLiveMock } from '../../../../../mocks/src/testing/live-mock';
import { createUpstreamImages } from '../upstream-images';

type Started = { origin: string; close: () => Promise<void> };

const listen = async (app: http.RequestListener): Promise<Started> => {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const bffFor = (upstreamUrl: string): express.Application => {
  const app = express();
  app.use('/images', createUpstreamImages({ upstreamUrl, timeoutMs: 5_000, idleSocketMs: 1_000 }));
  app.use((_req, res) => void res.status(404).end());
  return app;
};

/** A fake upstream that echoes the path and headers it received, and tries to set a cookie. */
const echoUpstream = () =>
  listen((req, res) => {
    res.setHeader('Set-Cookie', 'upstream_session=abc; Path=/');
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
  });

/** Sends a path exactly as written (supertest would resolve `..` before sending). */
const rawGet = (app: express.Application, path: string): Promise<number> =>
  listen(app).then(
    (bff) =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(`${bff.origin}/`, { path }, (res) => {
          res.resume();
          res.on('end', () => void bff.close().then(() => resolve(res.statusCode ?? 0)));
        });
        req.on('error', reject);
      }),
  );

describe('upstream images pass-through', () => {
  it('serves the real mock upstream SVG with its type, Cache-Control and ETag', async () => {
    const mock = await startLiveMock({ productCount: 200 });
    try {
      const app = bffFor(mock.origin);
      const res = await request(app).get('/images/products/miso.svg');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.toString('utf8')).toContain('<svg');
      const again = await request(app)
        .get('/images/products/miso.svg')
        .set('If-None-Match', res.headers.etag as string);
      expect(again.status).toBe(304);
      expect((await request(app).head('/images/products/miso.svg')).status).toBe(200);
      expect((await request(app).get('/images/products/nothing.svg')).status).toBe(404);
    } finally {
      await mock.close();
    }
  });

  it('forwards no cookies or credential headers and drops the upstream Set-Cookie', async () => {
    const upstream = await echoUpstream();
    try {
      const res = await request(bffFor(upstream.origin))
        .get('/images/products/a.svg?v=2')
        .set('Cookie', 'kk_session=secret')
        .set('Authorization', 'Bearer secret')
        .set('X-Access-Token', 'at_secret')
        .set('X-Refresh-Token', 'rt_secret')
        .set('X-Client-Id', 'cl_secret')
        .set('Accept', 'image/*');
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const echoed = JSON.parse(res.text) as { url: string; headers: Record<string, string> };
      expect(echoed.url).toBe('/images/products/a.svg?v=2');
      expect(echoed.headers.accept).toBe('image/*');
      expect(JSON.stringify(echoed.headers)).not.toContain('secret');
      for (const name of ['cookie', 'authorization', 'x-access-token', 'x-client-id']) {
        expect(echoed.headers[name]).toBeUndefined();
      }
    } finally {
      await upstream.close();
    }
  });

  it('refuses paths that could escape /images/, plain or encoded, without calling upstream', async () => {
    let calls = 0;
    const upstream = await listen((_req, res) => {
      calls += 1;
      res.end('leaked');
    });
    try {
      const app = bffFor(upstream.origin);
      for (const path of [
        '/images/../api/v1/items',
        '/images/products/../../__mock/state',
        '/images/%2e%2e/api/v1/items',
        '/images/..%2fapi%2fv1%2fitems',
        '/images/%252e%252e/api',
        '/images/products/..%5c..%5capi',
        '/images//etc/passwd',
        '/images/%00.svg',
      ]) {
        expect([path, await rawGet(app, path)]).toEqual([path, 400]);
      }
      expect(calls).toBe(0);
    } finally {
      await upstream.close();
    }
  });

  it('answers methods other than GET and HEAD with 405', async () => {
    const upstream = await echoUpstream();
    try {
      const app = bffFor(upstream.origin);
      for (const method of ['post', 'put', 'delete', 'patch'] as const) {
        const res = await request(app)[method]('/images/products/a.svg');
        expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      }
    } finally {
      await upstream.close();
    }
  });

  it('answers 502 with no details when the upstream is down', async () => {
    const gone = await listen((_req, res) => res.end());
    await gone.close();
    const res = await request(bffFor(gone.origin)).get('/images/products/miso.svg');
    expect(res.status).toBe(502);
    expect(res.text ?? '').toBe('');
    expect(JSON.stringify(res.headers)).not.toContain('127.0.0.1');
  });
});
