import request from 'supertest';
import { demoBuyer, startBff, startMock, type Bff, type MockUpstream } from './support/stack';

/** docs/security.md#cookies, over HTTP against the real mock. */
let mock: MockUpstream;
let shortRefreshMock: MockUpstream;
let behindProxy: Bff;
let production: Bff;
let shortRefresh: Bff;
beforeAll(async () => {
  mock = await startMock();
  shortRefreshMock = await startMock({ refreshTtlS: 3600 });
  behindProxy = await startBff({ upstreamUrl: mock.url, env: { TRUST_PROXY_HOPS: '1' } });
  production = await startBff({ upstreamUrl: mock.url, env: { NODE_ENV: 'production' } });
  shortRefresh = await startBff({ upstreamUrl: shortRefreshMock.url });
});
afterAll(async () => {
  for (const server of [behindProxy, production, shortRefresh, mock, shortRefreshMock])
    await server?.close();
});

const signIn = (bff: Bff, headers: Record<string, string> = {}, remember = false) =>
  request(bff.url)
    .post('/api/auth/signin')
    .set({ 'X-CSRF': '1', ...headers })
    .send({ ...demoBuyer, remember });
const sessionCookie = (res: request.Response) =>
  [res.headers['set-cookie'] ?? []].flat().find((c) => /^(__Host-)?kk_sid=/.test(c)) ?? '';
const attributes = (cookie: string) => cookie.split(';').map((a) => a.trim().toLowerCase());

describe('session cookie security', () => {
  it('is Secure and __Host- behind a trusted proxy that says https, and read back only there', async () => {
    const res = await signIn(behindProxy, { 'X-Forwarded-Proto': 'https' });
    expect(res.body.status).toBe('E000-000');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^__Host-kk_sid=/);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['secure', 'httponly', 'path=/']));
    expect(cookie).not.toMatch(/domain=/i);
    const pair = cookie.split(';')[0]!;
    const https = await request(behindProxy.url)
      .get('/api/session')
      .set({ 'X-CSRF': '1', 'X-Forwarded-Proto': 'https', Cookie: pair });
    expect(https.body.data.signedIn).toBe(true);
    // The same id under the plain name over https is not the session: only __Host- is read.
    const plainName = await request(behindProxy.url)
      .get('/api/session')
      .set({ 'X-CSRF': '1', 'X-Forwarded-Proto': 'https', Cookie: pair.replace('__Host-', '') });
    expect(plainName.body.data.signedIn).toBe(false);
  });

  it('is not Secure on plain http to localhost (the demo)', async () => {
    const res = await signIn(behindProxy, { Host: `localhost:${new URL(behindProxy.url).port}` });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^kk_sid=/);
    expect(attributes(cookie)).not.toContain('secure');
  });

  it('is Secure on plain http to another host with NODE_ENV=production', async () => {
    const res = await signIn(production, { Host: 'shop.example' });
    expect(res.body.status).toBe('E000-000');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^__Host-kk_sid=/);
    expect(attributes(cookie)).toContain('secure');
  });

  it('is Secure on plain http to another host even outside production', async () => {
    const cookie = sessionCookie(await signIn(behindProxy, { Host: 'shop.example' }));
    expect(cookie).toMatch(/^__Host-kk_sid=/);
    expect(attributes(cookie)).toContain('secure');
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const cookie = sessionCookie(await signIn(shortRefresh, { 'X-Forwarded-Proto': 'https' }));
    expect(cookie).toMatch(/^kk_sid=/);
  });

  it('lasts as long as the session can when kept signed in: the absolute lifetime, or the refresh token if it dies sooner', async () => {
    const browserOnly = sessionCookie(await signIn(behindProxy));
    expect(browserOnly).not.toMatch(/max-age|expires/i);
    const absolute = sessionCookie(await signIn(behindProxy, {}, true));
    expect(attributes(absolute)).toContain(
      `max-age=${behindProxy.config.session.absoluteTtlMs / 1000}`,
    );
    const refresh = sessionCookie(await signIn(shortRefresh, {}, true));
    expect(attributes(refresh)).toContain('max-age=3600');
  });
});
