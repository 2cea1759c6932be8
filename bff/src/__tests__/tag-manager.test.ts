import request from 'supertest';
import { directives, fakeDist } from '../platform/edge/__tests__/support';
import { mockAndBffForFile } from './support/stack';

/** docs/security.md#tag-manager, over HTTP against the whole BFF. */
const dist = fakeDist();
afterAll(() => dist.remove());
const withTags = mockAndBffForFile({
  env: { TAG_MANAGER_ID: 'GTM-AB12CD3', WEB_DIST_DIR: dist.dir },
});
const without = mockAndBffForFile({ env: { WEB_DIST_DIR: dist.dir } });

const page = (url: string) => request(url).get('/account/login').set('Accept-Encoding', 'identity');
const noncesIn = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);

describe('tag manager (TAG_MANAGER_ID)', () => {
  it('loads gtm.js with the nonce the CSP names, a new one per response', async () => {
    const first = await page(withTags.bff.url);
    const second = await page(withTags.bff.url);
    for (const res of [first, second]) {
      const csp = directives(res.headers['content-security-policy'] as string);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
        csp['script-src'].find((v: string) => v.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce).toBeDefined();
      expect(csp['script-src']).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        'https://www.googletagmanager.com',
      ]);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
      ]);
      expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.text).toContain(
        `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3"></script>`,
      );
      expect(noncesIn(res.text)).toEqual([nonce, nonce]);
    }
    expect(noncesIn(first.text)[0]).not.toBe(noncesIn(second.text)[0]);
    expect(first.headers.etag).not.toBe(second.headers.etag);
  });

  it('gives an /api answer no nonce and no tag manager origin: JSON runs no script', async () => {
    const res = await request(withTags.bff.url).get('/api/session').set('X-CSRF', '1');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('without an id, nothing loads and the CSP is the strict one', async () => {
    const res = await page(without.bff.url);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(res.text).not.toMatch(/googletagmanager|nonce=/);
    expect(res.status).toBe(200);
  });
});
