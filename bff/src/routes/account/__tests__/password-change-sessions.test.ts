import type { KvStore } from '../../../platform/store/kv-store';
import { describeWithRedis, redisReadyMs, testRedisStore } from '../../../__tests__/support/redis';
import {
  demoBuyer,
  mockForFile,
  signIn,
  startBff,
  type Bff,
} from '../../../__tests__/support/stack';

// docs/security.md#password-change: a buyer who changes the password because someone else got
// in must get that someone out. Two signed-in browsers, over HTTP against the real mock.
const mock = mockForFile();
beforeEach(() => mock.reset());

const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000' };

const passwordChangeEndsTheOthers = (bff: () => Bff) => async () => {
  const a = bff().browser();
  const b = bff().browser();
  await signIn(a);
  await signIn(b);
  expect((await b.get('/api/session')).body.data.signedIn).toBe(true);
  const before = a.cookie('kk_sid');

  const changed = await a.post('/api/account/password/update', {
    password: demoBuyer.password,
    newPassword: 'Brand-New-2026',
  });
  expect(changed.body.status).toBe('E000-000');

  // B is signed out at its next request; its old cookie opens nothing.
  expect((await b.get('/api/session')).body.data.signedIn).toBe(false);
  expect((await b.post('/api/account/member/get')).status).toBe(401);
  // A moved to a new id and is still signed in; its old id is dead.
  const after = a.cookie('kk_sid');
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  expect((await a.get('/api/session')).body.data).toMatchObject({
    signedIn: true,
    user: { email: demoBuyer.email },
  });
  expect((await a.post('/api/account/member/get')).body.status).toBe('E000-000');
  const stolen = bff().browser();
  stolen.agent.jar.setCookie(`kk_sid=${before}; Path=/`, '127.0.0.1', '/');
  expect((await stolen.get('/api/session')).body.data.signedIn).toBe(false);
};

const wrongPasswordKeepsTheOthers = (bff: () => Bff) => async () => {
  const a = bff().browser();
  const b = bff().browser();
  await signIn(a);
  await signIn(b);
  const before = a.cookie('kk_sid');
  const refused = await a.post('/api/account/password/update', {
    password: 'not-the-password',
    newPassword: 'Brand-New-2026',
  });
  expect(refused.body.status).toBe('E001-005');
  expect(a.cookie('kk_sid')).toBe(before);
  expect((await b.get('/api/session')).body.data.signedIn).toBe(true);
};

const leavingEndsEverySession = (bff: () => Bff) => async () => {
  const a = bff().browser();
  const b = bff().browser();
  await signIn(a);
  await signIn(b);
  const left = await a.post('/api/account/leave', { password: demoBuyer.password });
  expect(left.body.status).toBe('E000-000');
  expect((await a.get('/api/session')).body.data.signedIn).toBe(false);
  expect((await b.get('/api/session')).body.data.signedIn).toBe(false);
};

/** The same three behaviours on each store. */
const whatAPasswordChangeDoes = (bff: () => Bff) => {
  it(
    'signs the other sessions out and moves this one to a new id',
    passwordChangeEndsTheOthers(bff),
  );
  it('changes nothing when the current password is wrong', wrongPasswordKeepsTheOthers(bff));
  it('leaving membership signs every session out', leavingEndsEverySession(bff));
};

describe('a password change with the memory store', () => {
  let bff: Bff;
  beforeAll(async () => {
    bff = await startBff({ upstreamUrl: mock.url, env });
  });
  afterAll(async () => {
    await bff?.close();
  });
  whatAPasswordChangeDoes(() => bff);
});

describeWithRedis('a password change with Redis', () => {
  let redis: ReturnType<typeof testRedisStore> | null = null;
  let bff: Bff;
  beforeAll(async () => {
    redis = testRedisStore();
    await redis.store.ready(redisReadyMs);
    bff = await startBff({ upstreamUrl: mock.url, env, store: redis.store as KvStore });
  });
  afterAll(async () => {
    await bff?.close();
    await redis?.cleanup();
  });
  whatAPasswordChangeDoes(() => bff);
});
