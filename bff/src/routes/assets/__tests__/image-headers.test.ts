import request from 'supertest';
import { listen, startBff } from '../../../__tests__/support/stack';

// docs/security.md#images: a picture passed through from the upstream carries the BFF's security
// headers, never the upstream's.
it("keeps the BFF's CSP and drops the upstream's security headers on /images", async () => {
  const upstream = await listen((_req, res) => {
    res.setHeader('Content-Security-Policy', "default-src * 'unsafe-inline' 'unsafe-eval'");
    res.setHeader('X-Frame-Options', 'ALLOWALL');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Strict-Transport-Security', 'max-age=0');
    res.setHeader('Set-Cookie', 'upstream=1; Path=/');
    res.setHeader('Refresh', '0; url=https://evil.example/');
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('ETag', '"pic-1"');
    res.setHeader('Content-Type', 'image/svg+xml');
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  const bff = await startBff({ upstreamUrl: upstream.url });
  try {
    const page = await request(bff.url).get('/');
    const res = await request(bff.url).get('/images/products/miso.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.refresh).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // What a cacheable picture needs still comes through.
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toBe('"pic-1"');
  } finally {
    await bff.close();
    await upstream.close();
  }
});
