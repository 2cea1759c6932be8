import request from 'supertest';
import { memberPagePaths, publicPagePaths } from '../page-paths';
import { pageRules, type PageRulesOptions } from '../page-rules';
import { minimalApp } from './support';

const appWith = (overrides: Partial<PageRulesOptions> = {}) => {
  const signedIn = jest.fn(async () => false);
  const app = minimalApp((app) => {
    app.use(pageRules({ languageCookie: 'kk_lang', secureCookies: false, signedIn, ...overrides }));
    app.use((req, res) => void res.status(200).send(`page ${req.path}`));
  });
  return { app, signedIn };
};

const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x1');

describe('pageRules: login-required pages', () => {
  it.each(memberPagePaths.map(concrete))(
    'redirects %s to login with the way back when signed out',
    async (path) => {
      const { app } = appWith();
      const res = await request(app).get(`${path}?page=2`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(
        `/account/login?redirect=${encodeURIComponent(`${path}?page=2`)}`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('serves a login-required page to a signed-in session', async () => {
    const { app } = appWith({ signedIn: async () => true });
    const res = await request(app).get('/favorites');
    expect(res.status).toBe(200);
  });

  it.each(publicPagePaths)(
    'serves the public page %s without asking for the session',
    async (path) => {
      const { app, signedIn } = appWith();
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(signedIn).not.toHaveBeenCalled();
    },
  );

  it.each([
    '/api/session',
    '/api',
    '/js/app.js',
    '/images/a.png',
    '/css/site.css',
    '/assets/index-1.js',
    '/favicon.ico',
    '/_nuxt/__nuxt/x',
  ])('skips the session work for %s', async (path) => {
    const { app, signedIn } = appWith();
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('leaves unknown paths to the web app (its 404) without a login redirect', async () => {
    const { app, signedIn } = appWith();
    const res = await request(app).get('/no/such/page');
    expect(res.status).toBe(200);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('does not redirect non-page methods', async () => {
    const { app } = appWith();
    expect((await request(app).post('/favorites')).status).toBe(200);
  });
});

describe('pageRules: the login page redirect target', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
  ])(
    'replaces the off-site target %s with the home page, keeping the rest of the query',
    async (target) => {
      const { app } = appWith();
      const res = await request(app).get(
        `/account/login?x=1&redirect=${encodeURIComponent(target)}`,
      );
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/account/login?x=1&redirect=%2F');
    },
  );

  it('serves the login page as is when the target is a same-site path', async () => {
    const { app } = appWith();
    const res = await request(app).get('/account/login?redirect=%2Ffavorites%3Fpage%3D2');
    expect(res.status).toBe(200);
  });
});

describe('pageRules: language prefixes', () => {
  it.each([
    ['/jp/favorites?page=2&sort=new', '/favorites?page=2&sort=new', 'jp'],
    ['/ja/search/searchList?keyword=%E8%8C%B6', '/search/searchList?keyword=%E8%8C%B6', 'jp'],
    ['/en/show?id=7', '/show?id=7', 'en'],
    ['/jp', '/', 'jp'],
    ['/ja', '/', 'jp'],
    ['/en', '/', 'en'],
    ['/jp/', '/', 'jp'],
    ['/en?x=1', '/?x=1', 'en'],
  ])('redirects %s to %s and sets the language cookie', async (from, to, language) => {
    const { app } = appWith();
    const res = await request(app).get(from);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(to);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('kk_lang='),
    );
    expect(cookie).toMatch(new RegExp(`^kk_lang=${language};`));
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('sets the language cookie Secure when served securely', async () => {
    const { app } = appWith({ secureCookies: true });
    const res = await request(app).get('/jp/favorites');
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('redirects before the login check so the language is kept for the login page', async () => {
    const { app, signedIn } = appWith();
    const res = await request(app).get('/jp/favorites');
    expect(res.headers.location).toBe('/favorites');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it.each([
    '/jp//evil.example/x',
    '/en/\\evil.example/x',
    '/ja/%2F%2Fevil.example/x',
    '/jp/..//evil.example/',
    '/en/.%2E//evil.example/x',
    '/jp/%2e%2e//evil.example/',
  ])('never turns %s into an off-site redirect', async (from) => {
    const { app } = appWith();
    const res = await request(app).get(from);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('also stores the language in the session when asked to', async () => {
    const rememberLanguage = jest.fn(async () => undefined);
    const { app } = appWith({ rememberLanguage });
    await request(app).get('/ja/catalog');
    expect(rememberLanguage).toHaveBeenCalledWith(expect.anything(), 'jp');
  });

  it('leaves paths that only start like a prefix alone', async () => {
    const { app } = appWith({ signedIn: async () => true });
    expect((await request(app).get('/jpx')).status).toBe(200);
    expect((await request(app).get('/english')).status).toBe(200);
  });
});

describe('pageRules: robots', () => {
  it.each(['/account/login', '/api/session', '/assets/x.js', '/favorites'])(
    'marks %s noindex, nofollow',
    async (path) => {
      const { app } = appWith();
      const res = await request(app).get(path);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );
});
