import request from 'supertest';
import { listen, startBff, startMock } from '../../../__tests__/support/stack';

describe('health, readiness and the web app', () => {
  it('is healthy and ready while the upstream and store answer', async () => {
    const mock = await startMock();
    const token = 'metrics-token-for-tests';
    const bff = await startBff({ upstreamUrl: mock.url, env: { METRICS_TOKEN: token } });
    expect((await request(bff.url).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(bff.url).get('/readyz')).status).toBe(200);
    expect((await request(bff.url).get('/metrics')).status).toBe(404);
    const scraped = await request(bff.url).get('/metrics').set('Authorization', `Bearer ${token}`);
    expect(scraped.text).toContain('process_cpu');
    await bff.close();
    await mock.close();
  });

  it('is not ready while the upstream is unreachable, but stays healthy', async () => {
    const gone = await listen((_req, res) => res.end());
    await gone.close();
    const bff = await startBff({ upstreamUrl: gone.url });
    const ready = await request(bff.url).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      checks: { store: true, upstream: false, breakers: true },
      // Told, not checked: no trade-desk call has opened it (docs/architecture.md#database).
      database: 'not opened',
    });
    expect((await request(bff.url).get('/healthz')).status).toBe(200);
    await bff.close();
  });

  it('says to run the build when the web app has not been built', async () => {
    const bff = await startBff({
      upstreamUrl: 'http://127.0.0.1:9',
      env: { WEB_DIST_DIR: 'no/such/dist' },
    });
    const res = await request(bff.url).get('/account/login?redirect=%2Fsearch');
    expect(res.text).toMatch(/npm run build/);
    await bff.close();
  });
});

describe('serving the built web app', () => {
  it('serves index.html for page routes and files as they are, never for /api', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>app</body></html>');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const bff = await startBff({ upstreamUrl: 'http://127.0.0.1:9', env: { WEB_DIST_DIR: dist } });
    expect((await request(bff.url).get('/search')).text).toContain('app');
    // A login-required page without a session goes to login first
    // (docs/rules/site-and-pages.md#routes-and-login).
    expect((await request(bff.url).get('/favorites')).headers.location).toBe(
      '/account/login?redirect=%2Ffavorites',
    );
    expect((await request(bff.url).get('/account/login')).text).toContain('app');
    expect((await request(bff.url).get('/robots.txt')).text).toBe('User-agent: *');
    const api = await request(bff.url).get('/api/no-such').set('X-CSRF', '1');
    expect(api.status).toBe(404);
    expect(api.body.status).toBe('E000-404');
    await bff.close();
    fs.rmSync(dist, { recursive: true });
  });
});
