import { itWithRedis, redisReadyMs, testRedisStore } from '../../../__tests__/support/redis';
import {
  demoBuyer,
  mockForFile,
  startBff,
  type Bff,
  type Browser,
} from '../../../__tests__/support/stack';

const mock = mockForFile();
beforeEach(() => mock.reset());

const wrong = (email = demoBuyer.email) => ({ email, password: 'Wrong-pass1' });
const signin = (browser: Browser, body: object) => browser.post('/api/auth/signin', body);

describe('sign-in throttling: strangers never spend the upstream lock', () => {
  let bff: Bff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });

  it('lets 20 parallel wrong sign-ins reach the upstream fewer times than its lock threshold; the buyer with a device cookie still signs in', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '100' } });
    // The buyer signed in from this browser before: it carries the account's device cookie.
    const buyer = bff.browser();
    expect((await signin(buyer, demoBuyer)).body.status).toBe('E000-000');
    expect(buyer.cookie('kk_device')).toBeDefined();

    const before = mock.count('/account/signin');
    const attacker = bff.browser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signin(attacker, wrong())));
    // SIGNIN_UPSTREAM_LOCK_THRESHOLD defaults to 5: strangers together get 3, below it.
    expect(mock.count('/account/signin') - before).toBe(3);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(17);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toMatch(
        /^Too many attempts\. Try again in (?:\d+ hours?(?: [1-5]?\d minutes?)?|[1-5]?\d minutes?)\. \[E000-429\]$/,
      );
    }
    // The upstream never locked the account: the real buyer, on their known device, gets in.
    expect((await signin(buyer, demoBuyer)).body.status).toBe('E000-000');
  });

  it('gives a known device a budget of its own, and a forged device cookie none', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '100' } });
    const buyer = bff.browser();
    await signin(buyer, demoBuyer);
    const attacker = bff.browser();
    for (let i = 0; i < 3; i += 1) expect((await signin(attacker, wrong())).status).toBe(400);
    expect((await signin(attacker, wrong())).status).toBe(429);
    // A cookie that was not signed with the key is a stranger's.
    const genuine = buyer.cookie('kk_device')!;
    const forged = `${genuine.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const forger = await attacker.agent
      .post('/api/auth/signin')
      .set('X-CSRF', '1')
      .set('Cookie', `kk_device=${forged}`)
      .send(wrong());
    expect(forger.status).toBe(429);
    // The buyer's own typo is counted on the device, not refused with the strangers.
    expect((await signin(buyer, wrong())).body.status).toBe('E001-001');
    expect((await signin(buyer, demoBuyer)).body.status).toBe('E000-000');
    // A success empties the strangers' budget too (the upstream forgot its failures).
    expect((await signin(attacker, wrong())).status).toBe(400);
  });

  it('issues the device cookie HttpOnly, SameSite=Lax, long-lived, and Secure with __Host- outside local http', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { COOKIE_SECURE: 'true' } });
    const res = await bff.browser().post('/api/auth/signin', demoBuyer);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('__Host-kk_device='),
    );
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=\d{7,}/);
    expect(cookie).not.toContain(demoBuyer.email);
  });

  it('issues the device cookie Secure by the request, as the session cookie, when COOKIE_SECURE is not set', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { COOKIE_SECURE: 'false' } });
    const deviceCookieOf = async (host: string) => {
      const res = await bff!
        .browser()
        .agent.post('/api/auth/signin')
        .set('Host', host)
        .set('X-CSRF', '1')
        .send(demoBuyer);
      expect(res.body.status).toBe('E000-000');
      return (res.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.includes('kk_device='),
      );
    };
    // docs/security.md#cookies: plain http counts as the local demo only on a loopback host.
    expect(await deviceCookieOf('shop.example.com')).toMatch(/; Secure/);
    expect(await deviceCookieOf('localhost')).not.toMatch(/; Secure/);
  });

  it('answers a locked account to a stranger exactly as a wrong password for an unknown email', async () => {
    // A BFF configured above the upstream's real threshold lets the upstream lock the account.
    bff = await startBff({
      upstreamUrl: mock.url,
      env: { SIGNIN_UPSTREAM_LOCK_THRESHOLD: '10', SIGNIN_LIMIT_PER_ADDRESS: '100' },
    });
    const stranger = bff.browser();
    let last = await signin(stranger, wrong());
    for (let i = 0; i < 4; i += 1) last = await signin(stranger, wrong());
    const unknown = await signin(bff.browser(), wrong('nobody@example.com'));
    expect(last.status).toBe(unknown.status);
    expect(last.body).toEqual(unknown.body);
    expect(JSON.stringify(last.body)).not.toContain('E001-002');
    // The buyer on a known device is told the truth.
    const buyerOnKnownDevice = bff.browser();
    mock.reset();
    await signin(buyerOnKnownDevice, demoBuyer);
    for (let i = 0; i < 5; i += 1) last = await signin(buyerOnKnownDevice, wrong());
    expect(last.body.status).toBe('E001-002');
  });

  it('backs off exponentially past the budget and says how long to wait, in the buyer language', async () => {
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_UPSTREAM_LOCK_THRESHOLD: '4',
        SIGNIN_STRANGER_WINDOW_S: '60',
        SIGNIN_LIMIT_PER_ADDRESS: '100',
        SIGNIN_BACKOFF_BASE_S: '600',
      },
    });
    const browser = bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    for (let i = 0; i < 2; i += 1) expect((await signin(browser, wrong())).status).toBe(400);
    const first = await signin(browser, wrong());
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('600');
    expect(first.body.message).toBe(
      '試行回数が上限に達しました。10分後に再度お試しください。 [E000-429]',
    );
    const second = await signin(browser, wrong());
    expect(second.headers['retry-after']).toBe('1200'); // doubled
    expect(second.body.message).toMatch(/20分後/);
    bff.clock.advance(1_201_000);
    expect((await signin(browser, wrong())).status).toBe(400); // tried again, refused
  });

  it('clears the failures on success: good sign-ins never add up to a 429', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '100' } });
    for (let round = 0; round < 3; round += 1) {
      const browser = bff.browser();
      for (let i = 0; i < 2; i += 1) await signin(browser, wrong());
      expect((await signin(browser, demoBuyer)).body.status).toBe('E000-000');
    }
  });

  itWithRedis(
    'counts atomically in Redis: 20 parallel tries over two instances reach the upstream 3 times',
    async () => {
      const one = testRedisStore();
      const two = testRedisStore({ prefix: one.prefix });
      await Promise.all([one.store.ready(redisReadyMs), two.store.ready(redisReadyMs)]);
      const env = { SIGNIN_LIMIT_PER_ADDRESS: '100' };
      const a = await startBff({ upstreamUrl: mock.url, env, store: one.store });
      const b = await startBff({ upstreamUrl: mock.url, env, store: two.store });
      try {
        const buyer = a.browser();
        await signin(buyer, demoBuyer);
        const before = mock.count('/account/signin');
        const [onA, onB] = [a.browser(), b.browser()];
        await Promise.all(Array.from({ length: 20 }, (_, i) => signin(i % 2 ? onA : onB, wrong())));
        expect(mock.count('/account/signin') - before).toBe(3);
        expect((await signin(buyer, demoBuyer)).body.status).toBe('E000-000');
      } finally {
        await a.close();
        await b.close();
        await one.cleanup();
        await two.store.close();
      }
    },
  );
});

describe('sign-in throttling per client address', () => {
  let bff: Bff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });
  const env = { SIGNIN_LIMIT_PER_ADDRESS: '3' };

  it('throttles one client address across accounts', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env });
    const browser = bff.browser();
    for (let i = 0; i < 3; i += 1) await signin(browser, wrong(`user${i}@example.com`));
    expect((await signin(browser, wrong('user9@example.com'))).status).toBe(429);
  });

  it('ignores a client-written X-Forwarded-For when no proxy hop is trusted', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env });
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
    bff = await startBff({ upstreamUrl: mock.url, env: { ...env, TRUST_PROXY_HOPS: '1' } });
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
});

describe('sign-in answers do not tell known from unknown accounts', () => {
  let bff: Bff;
  beforeAll(async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '100' } });
  });
  afterAll(async () => bff.close());

  it('answers a wrong password and an unknown email identically', async () => {
    const known = await signin(bff.browser(), wrong());
    const unknown = await signin(bff.browser(), wrong('nobody@example.com'));
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
