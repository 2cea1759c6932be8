import { manualClock } from '../../clock';
import { describeWithRedis, redisReadyMs, testRedisStore } from '../../../__tests__/support/redis';
import {
  mockForFile,
  shareSession,
  signIn,
  startBff,
  type Bff,
} from '../../../__tests__/support/stack';

const mock = mockForFile();
beforeEach(() => mock.reset());

const accessTtlMs = 1800 * 1000; // the mock's default access-token lifetime
const allSucceeded = (responses: { body: { status: string } }[]) =>
  responses.every((r) => r.body.status === 'E000-000');

describe('on one instance (memory store)', () => {
  let bff: Bff;
  beforeEach(async () => {
    bff = await startBff({ upstreamUrl: mock.url });
  });
  afterEach(async () => bff.close());

  it('obtains the client id exactly once for 50 concurrent first calls of a session', async () => {
    const browser = bff.browser();
    await browser.put('/api/language', { language: 'en' }); // a session without a client id
    const before = mock.count('/original/account/id');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/api/items/list', { limit: 1 })),
    );
    expect(allSucceeded(responses)).toBe(true);
    expect(mock.count('/original/account/id') - before).toBe(1);
  });

  it('refreshes exactly once for 50 concurrent calls with a token about to expire, keeping the user id', async () => {
    const browser = bff.browser();
    const user = (await signIn(browser)).body.data.user;
    bff.clock.advance(accessTtlMs - 30_000); // inside the 60 s refresh skew
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/api/member/favorite/list')),
    );
    expect(allSucceeded(responses)).toBe(true);
    expect(mock.count('/account/refresh')).toBe(1);
    const refresh = mock.calls.find((c) => c.path === '/account/refresh');
    expect(refresh?.headers['x-user-id']).toBe(user.id);
    expect((await browser.get('/api/session')).body.data.user.id).toBe(user.id);
  });

  it('destroys the session when the refresh is refused: E000-006 and every product cookie cleared', async () => {
    const browser = bff.browser();
    await signIn(browser);
    const id = browser.cookie('kk_sid');
    mock.state.refreshTokens.clear();
    bff.clock.advance(accessTtlMs - 30_000);
    const res = await browser.post('/api/member/favorite/list');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E000-006');
    const cleared = (res.headers['set-cookie'] as unknown as string[])
      .filter((c) => /=;/.test(c))
      .map((c) => c.split('=')[0]);
    expect(cleared.sort()).toEqual(['kk_3ds', 'kk_commit', 'kk_order', 'kk_payment', 'kk_sid']);
    expect(await bff.store.get(bff.sessionKey(id!))).toBeNull();
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });

  it('destroys the session when the upstream answers E000-006', async () => {
    const browser = bff.browser();
    await signIn(browser);
    mock.state.accessTokens.clear();
    const res = await browser.post('/api/member/favorite/list');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E000-006');
    expect(res.body.message).toBe('Your session has expired. Please log in again. [E000-006]');
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });
});

describeWithRedis('on two instances sharing one Redis', () => {
  let redis: ReturnType<typeof testRedisStore> | null = null;
  let other: ReturnType<typeof testRedisStore> | null = null;
  let a: Bff;
  let b: Bff;
  beforeAll(async () => {
    redis = testRedisStore();
    // Two stores on one prefix: two processes' views of one Redis.
    other = testRedisStore({ prefix: redis.prefix });
    await Promise.all([redis.store.ready(redisReadyMs), other.store.ready(redisReadyMs)]);
    const start = Date.now();
    a = await startBff({ upstreamUrl: mock.url, store: redis.store, clock: manualClock(start) });
    b = await startBff({ upstreamUrl: mock.url, store: other.store, clock: manualClock(start) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.cleanup();
    await other?.store.close();
  });

  it('serves a session created on instance A from instance B', async () => {
    const onA = a.browser();
    await signIn(onA);
    const onB = b.browser();
    shareSession(onA, onB);
    const session = await onB.get('/api/session');
    expect(session.body.data).toMatchObject({
      signedIn: true,
      user: { email: 'buyer@example.com' },
    });
    expect((await onB.post('/api/member/favorite/list')).body.status).toBe('E000-000');
  });

  it('refreshes exactly once for 50 concurrent calls spread over both instances', async () => {
    const onA = a.browser();
    await signIn(onA);
    const onB = b.browser();
    shareSession(onA, onB);
    a.clock.advance(accessTtlMs - 30_000);
    b.clock.advance(accessTtlMs - 30_000);
    const before = mock.count('/account/refresh');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? onA : onB).post('/api/member/favorite/list')),
    );
    expect(allSucceeded(responses)).toBe(true);
    expect(mock.count('/account/refresh') - before).toBe(1);
  });

  it('obtains one client id for 50 concurrent first calls spread over both instances', async () => {
    const onA = a.browser();
    await onA.put('/api/language', { language: 'jp' });
    const onB = b.browser();
    shareSession(onA, onB);
    const before = mock.count('/original/account/id');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? onA : onB).post('/api/items/list', { limit: 1 }),
      ),
    );
    expect(allSucceeded(responses)).toBe(true);
    expect(mock.count('/original/account/id') - before).toBe(1);
  });
});
