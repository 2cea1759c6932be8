import { itWithRedis, testRedisStore } from '../../__tests__/support/redis';
import {
  startBff,
  startMock,
  demoBuyer,
  type Bff,
  type MockUpstream,
} from '../../__tests__/support/stack';

let mock: MockUpstream;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => mock.close());
beforeEach(() => mock.reset());

const wrong = (email = demoBuyer.email) => ({ email, password: 'Wrong-pass1' });

describe('sign-in throttling', () => {
  let bff: Bff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });

  it('throttles one account from one address after its failures with 429, Retry-After and no upstream call', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: { SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '3', SIGNIN_LIMIT_PER_ADDRESS: '100' },
    });
    const browser = bff.browser();
    for (let i = 0; i < 3; i += 1)
      expect((await browser.post('/api/auth/signin', wrong())).body.status).toBe('E001-001');
    const before = mock.count('/account/signin');
    const res = await browser.post('/api/auth/signin', wrong());
    expect(res.status).toBe(429);
    expect(res.body.status).toBe('E000-429');
    expect(Number(res.headers['retry-after'])).toBe(60);
    expect(res.body.message).toBe('Too many attempts. Try again in 1 minute. [E000-429]');
    expect(mock.count('/account/signin')).toBe(before);
    // Another account from the same address is still allowed.
    expect((await browser.post('/api/auth/signin', wrong('other@example.com'))).status).toBe(400);
  });

  it('throttles one client address across accounts', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: { SIGNIN_LIMIT_PER_ACCOUNT: '100', SIGNIN_LIMIT_PER_ADDRESS: '3' },
    });
    const browser = bff.browser();
    for (let i = 0; i < 3; i += 1)
      await browser.post('/api/auth/signin', wrong(`user${i}@example.com`));
    expect((await browser.post('/api/auth/signin', wrong('user9@example.com'))).status).toBe(429);
  });

  it('ignores a client-written X-Forwarded-For when no proxy hop is trusted', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: { SIGNIN_LIMIT_PER_ACCOUNT: '100', SIGNIN_LIMIT_PER_ADDRESS: '3' },
    });
    const browser = bff.browser();
    const attempt = (i: number) =>
      browser.agent
        .post('/api/auth/signin')
        .set('X-CSRF', '1')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send(wrong(`u${i}@example.com`));
    for (let i = 0; i < 3; i += 1) await attempt(i);
    expect((await attempt(7)).status).toBe(429);
  });

  it('with one trusted hop, counts the address the proxy appended, not the ones the client wrote', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_LIMIT_PER_ACCOUNT: '100',
        SIGNIN_LIMIT_PER_ADDRESS: '3',
        TRUST_PROXY_HOPS: '1',
      },
    });
    const browser = bff.browser();
    const attempt = (spoof: string, client: string) =>
      browser.agent
        .post('/api/auth/signin')
        .set('X-CSRF', '1')
        .set('X-Forwarded-For', `${spoof}, ${client}`)
        .send(wrong(`${spoof}@example.com`));
    for (let i = 0; i < 3; i += 1) await attempt(`10.0.0.${i}`, '203.0.113.9');
    expect((await attempt('10.0.0.99', '203.0.113.9')).status).toBe(429);
    expect((await attempt('10.0.0.98', '203.0.113.10')).status).toBe(400); // a different real client
  });

  itWithRedis('shares the budget between instances through Redis', async () => {
    const one = testRedisStore();
    const two = testRedisStore({ prefix: one.prefix });
    await Promise.all([one.store.ready(2000), two.store.ready(2000)]);
    const env = { SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '3', SIGNIN_LIMIT_PER_ADDRESS: '100' };
    const a = await startBff({ upstreamUrl: mock.url, env, store: one.store });
    const b = await startBff({ upstreamUrl: mock.url, env, store: two.store });
    try {
      await a.browser().post('/api/auth/signin', wrong());
      await b.browser().post('/api/auth/signin', wrong());
      await a.browser().post('/api/auth/signin', wrong());
      expect((await b.browser().post('/api/auth/signin', wrong())).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await one.cleanup();
      await two.store.close();
    }
  });

  it('backs off exponentially and says how long to wait, in the buyer language', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '2',
        SIGNIN_LIMIT_PER_ADDRESS: '100',
        SIGNIN_BACKOFF_BASE_S: '600',
      },
    });
    const browser = bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    for (let i = 0; i < 2; i += 1) await browser.post('/api/auth/signin', wrong());
    const first = await browser.post('/api/auth/signin', wrong());
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('600');
    expect(first.body.message).toBe(
      '試行回数が上限に達しました。10分後に再度お試しください。 [E000-429]',
    );
    bff.clock.advance(601_000);
    expect((await browser.post('/api/auth/signin', wrong())).status).toBe(400); // tried, refused
    const second = await browser.post('/api/auth/signin', wrong());
    expect(second.headers['retry-after']).toBe('1200'); // doubled
    expect(second.body.message).toMatch(/20分後/);
  });

  it('never locks the buyer out from their own address when someone else fails for their email', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '3',
        SIGNIN_LIMIT_PER_ADDRESS: '100',
        TRUST_PROXY_HOPS: '1',
      },
    });
    const from = (address: string, body: object) =>
      bff!
        .browser()
        .agent.post('/api/auth/signin')
        .set('X-CSRF', '1')
        .set('X-Forwarded-For', address)
        .send(body);
    const attacker = '198.51.100.66';
    for (let i = 0; i < 3; i += 1) expect((await from(attacker, wrong())).status).toBe(400);
    // Further guesses from there back off without reaching the upstream (whose own lock would
    // otherwise shut the real buyer out too).
    expect((await from(attacker, wrong())).status).toBe(429);
    expect((await from(attacker, wrong())).status).toBe(429);
    expect((await from('203.0.113.5', demoBuyer)).body.status).toBe('E000-000');
  });

  it('clears the account failures on success: good sign-ins never add up to a 429', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: { SIGNIN_LIMIT_PER_ACCOUNT_ADDRESS: '3', SIGNIN_LIMIT_PER_ADDRESS: '100' },
    });
    for (let round = 0; round < 3; round += 1) {
      const browser = bff.browser();
      for (let i = 0; i < 2; i += 1) await browser.post('/api/auth/signin', wrong());
      expect((await browser.post('/api/auth/signin', demoBuyer)).body.status).toBe('E000-000');
    }
  });
});

describe('sign-in answers do not tell known from unknown accounts', () => {
  let bff: Bff;
  beforeAll(async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '100' } });
  });
  afterAll(async () => bff.close());

  it('answers a wrong password and an unknown email identically', async () => {
    const known = await bff.browser().post('/api/auth/signin', wrong());
    const unknown = await bff.browser().post('/api/auth/signin', wrong('nobody@example.com'));
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toBeNull();
  });

  it('answers a reset-mail request identically for known and unknown emails', async () => {
    const known = await bff.browser().post('/api/account/password/resetMail', {
      email: demoBuyer.email,
    });
    const unknown = await bff.browser().post('/api/account/password/resetMail', {
      email: 'nobody@example.com',
    });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });
});
