import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { requireCsrfHeader } from '../../http/csrf';
import { corsPolicy } from '../cors-policy';
import { refuseCrossSiteMutations } from '../cross-site-guard';
import { securityHeaders } from '../security-headers';
import { directives, minimalApp } from './support';

const appWith = (secure: boolean, allowedOrigins: string[] = []) =>
  minimalApp((app) => {
    app.use(securityHeaders({ secure }));
    app.use(corsPolicy({ allowedOrigins }));
    app.use('/api', refuseCrossSiteMutations, requireCsrfHeader);
    app.all('/api/echo', (_req, res) => void res.json({ status: 'E000-000', data: null }));
    app.get(['/page', '/apiary'], (_req, res) => void res.send('<html></html>'));
  });

describe('securityHeaders', () => {
  it('sends a strict CSP: no inline scripts, no framing, no plugins', async () => {
    const res = await request(appWith(false)).get('/page');
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS and upgrade-insecure-requests only when served securely', async () => {
    const plain = await request(appWith(false)).get('/page');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    const secure = await request(appWith(true)).get('/page');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  // docs/security.md#api-answer-headers
  it.each(['/api/echo', '/API/echo', '/api/echo?x=1'])(
    'gives an /api answer (%s) the headers of a JSON answer, stricter than a page',
    async (path) => {
      const res = await request(appWith(true)).get(path).set('X-CSRF', '1');
      // Express matches `/api` without case: `/API/echo` is the same route.
      expect(res.status).toBe(200);
      expect(directives(res.headers['content-security-policy'] as string)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'x-powered-by',
      ])
        expect(res.headers[pageOnly]).toBeUndefined();
    },
  );

  it('gives a refused /api request the same JSON headers, and a path that only starts like it the page headers', async () => {
    const refused = await request(appWith(false)).post('/api/echo');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const page = await request(appWith(false)).get('/apiary');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('fits the built app: index.html has no inline script or style and the build disables the inline polyfill', () => {
    const root = path.resolve(__dirname, '../../../../../web');
    const built = path.join(root, 'dist/index.html');
    const html = readFileSync(existsSync(built) ? built : path.join(root, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+=/i);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(readFileSync(path.join(root, 'vite.config.ts'), 'utf8')).toMatch(
      /modulePreload:\s*\{\s*polyfill:\s*false/,
    );
  });
});

describe('cross-site and CSRF refusals on /api', () => {
  it('refuses an /api request without X-CSRF: 1 with a 403 Result, GET included', async () => {
    const res = await request(appWith(false)).get('/api/echo');
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('E000-403');
  });

  it('refuses a cross-site mutation even with the header', async () => {
    const res = await request(appWith(false))
      .post('/api/echo')
      .set('X-CSRF', '1')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('E000-403');
  });

  it.each(['same-origin', 'same-site', 'none'])(
    'lets a %s mutation with the header through',
    async (site) => {
      const res = await request(appWith(false))
        .post('/api/echo')
        .set('X-CSRF', '1')
        .set('Sec-Fetch-Site', site);
      expect(res.status).toBe(200);
    },
  );

  it('lets a cross-site read with the header through (reads change nothing)', async () => {
    const res = await request(appWith(false))
      .get('/api/echo')
      .set('X-CSRF', '1')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('corsPolicy', () => {
  it('is closed by default: no CORS headers and preflights refused', async () => {
    const app = appWith(false);
    const simple = await request(app).get('/page').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/echo')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-csrf');
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens exactly the allowlisted origins, with credentials', async () => {
    const app = appWith(false, ['https://partner.example']);
    const preflight = await request(app)
      .options('/api/echo')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-CSRF/);
    expect(preflight.headers.vary).toMatch(/Origin/);
    const other = await request(app)
      .options('/api/echo')
      .set('Origin', 'https://partner.example.evil')
      .set('Access-Control-Request-Method', 'POST');
    expect(other.status).toBe(403);
  });
});
