import request from 'supertest';
import { memberPagePaths, publicPagePaths } from '../page-paths';
import { serveWebApp } from '../serve-web-app';
import { fakeDist, hashedScript, minimalApp } from './support';

const dist = fakeDist();
afterAll(() => dist.remove());

const app = minimalApp((app) => {
  app.use(serveWebApp({ distDir: dist.dir, languageCookie: 'kk_lang' }));
  app.use('/api', (_req, res) => void res.status(404).json({ status: 'E000-404', data: null }));
});
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'abc');

describe('serveWebApp', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await request(app).get(`/assets/${hashedScript}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets when the browser accepts it', async () => {
    const res = await request(app).get(`/assets/${hashedScript}`).set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each([...publicPagePaths, ...memberPagePaths].map(concrete))(
    'answers the product route %s with the app and 200 (docs/rules/site-and-pages.md#routes-and-login)',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('never lets the HTML be cached', async () => {
    for (const path of ['/', '/account/login', '/no-such-page', '/index.html']) {
      const res = await request(app).get(path);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the page from its stored bytes with an ETag per language, 304 to a holder', async () => {
    const en = await request(app).get('/').set('Accept-Encoding', 'identity');
    const jp = await request(app)
      .get('/')
      .set('Accept-Encoding', 'identity')
      .set('Cookie', 'kk_lang=jp');
    expect(en.text).toContain('lang="en"');
    expect(jp.text).toContain('lang="ja"');
    expect(en.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(jp.headers.etag).not.toBe(en.headers.etag);
    const again = await request(app)
      .get('/')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', en.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown path with a real 404 that still carries the app (its not-found page)', async () => {
    const res = await request(app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers a missing asset with a plain 404, never the HTML page', async () => {
    for (const path of ['/assets/index-gone.js', '/js/old.js', '/images/gone.png']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
    }
  });

  it('answers /favicon.ico with 204 when the build has none, so no page logs a 404', async () => {
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('serves other root files with short caching', async () => {
    const res = await request(app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('writes <html lang="ja"> for jp and en otherwise', async () => {
    const ja = await request(app).get('/account/login').set('Cookie', 'kk_lang=jp');
    expect(ja.text).toContain('<html lang="ja">');
    const en = await request(app).get('/account/login').set('Cookie', 'kk_lang=en');
    expect(en.text).toContain('<html lang="en">');
    const junk = await request(app).get('/account/login').set('Cookie', 'kk_lang=<script>');
    expect(junk.text).toContain('<html lang="en">');
  });

  it('keeps the robots meta of the build', async () => {
    const res = await request(app).get('/account/login');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('leaves /api paths to the API', async () => {
    const res = await request(app).get('/api/nothing');
    expect(res.body).toEqual({ status: 'E000-404', data: null });
  });

  it('says the app is not built instead of crashing when index.html is missing', async () => {
    const bare = minimalApp((a) => void a.use(serveWebApp({ distDir: `${dist.dir}/missing` })));
    const res = await request(bare).get('/account/login');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/npm run build/);
  });
});
