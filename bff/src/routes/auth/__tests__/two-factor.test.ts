import nock from 'nock';
import {
  startBff,
  startMock,
  demoBuyer,
  type Bff,
  type MockUpstream,
} from '../../../__tests__/support/stack';
import {
  nockUpstream,
  nockUrl,
  recordUpstreamRequests,
} from '../../../__tests__/support/nock-upstream';

describe('email two-factor login against the mock', () => {
  let mock: MockUpstream;
  let bff: Bff;
  beforeAll(async () => {
    mock = await startMock({ authMode: 'email_two_factor_authentication' });
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_LIMIT_PER_ADDRESS: '1000',
      },
    });
  });
  afterAll(async () => {
    await bff.close();
    await mock.close();
  });
  beforeEach(() => mock.reset());

  const mailedCode = async () => {
    const mails = await mock.outbox(demoBuyer.email);
    return mails.filter((m) => m.code).at(-1)?.code as string;
  };

  it('logs in, keeps the auth_code_token server-side and verifies with the mailed code', async () => {
    const browser = bff.browser();
    const login = await browser.post('/api/auth/login', demoBuyer);
    expect(login.body).toEqual({ status: 'E000-000', data: { verificationRequired: true } });
    const beforeVerify = browser.cookie('kk_sid');
    const verify = await browser.post('/api/auth/verify', { auth_code: await mailedCode() });
    expect(verify.body.status).toBe('E000-000');
    expect(verify.body.data.user.email).toBe(demoBuyer.email);
    expect(browser.cookie('kk_sid')).not.toBe(beforeVerify);
    expect(await bff.store.get(bff.sessionKey(beforeVerify!))).toBeNull();
    expect((await browser.get('/api/session')).body.data).toMatchObject({
      signedIn: true,
      authMode: 'email_two_factor_authentication',
    });
  });

  it('never throttles a buyer who keeps signing in successfully (default limits)', async () => {
    const fresh = await startBff({ upstreamUrl: mock.url });
    try {
      for (let round = 0; round < 7; round += 1) {
        const browser = fresh.browser();
        expect((await browser.post('/api/auth/login', demoBuyer)).status).toBe(200);
        const code = await mailedCode();
        expect((await browser.post('/api/auth/verify', { auth_code: code })).status).toBe(200);
      }
    } finally {
      await fresh.close();
    }
  });

  it('refuses password sign-in in two-factor mode with E091-005', async () => {
    const res = await bff.browser().post('/api/auth/signin', demoBuyer);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E091-005');
    expect(res.body.message).toMatch(/\[E091-005\]$/);
  });

  it('maps a wrong code, then the two-factor lock, and ends the pending login', async () => {
    const browser = bff.browser();
    await browser.post('/api/auth/login', demoBuyer);
    const wrong = await browser.post('/api/auth/verify', { auth_code: '000000' });
    expect(wrong.body.status).toBe('E091-010');
    let last = wrong;
    for (let i = 0; i < 4; i += 1)
      last = await browser.post('/api/auth/verify', { auth_code: '000000' });
    expect(last.body.status).toBe('E091-011');
    expect(last.body.message).toBe('Too many incorrect codes. Please log in again. [E091-011]');
    const again = await browser.post('/api/auth/verify', { auth_code: await mailedCode() });
    expect(again.body.status).toBe('E091-012');
  });

  it('answers verify without a pending login with E091-012 and calls nothing upstream', async () => {
    const before = mock.count('/auth/user/verify');
    const res = await bff.browser().post('/api/auth/verify', { auth_code: '123456' });
    expect(res.body.status).toBe('E091-012');
    expect(mock.count('/auth/user/verify')).toBe(before);
  });
});

describe('authentication-mode check (nock upstream)', () => {
  let bff: Bff;
  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
  beforeEach(async () => {
    bff = await startBff({ upstreamUrl: nockUrl });
  });
  afterEach(async () => bff.close());

  it.each([
    [
      'password sign-in on a two-factor site',
      'email_two_factor_authentication',
      '/api/auth/signin',
    ],
    ['two-factor login on a password site', 'password', '/api/auth/login'],
  ] as const)('refuses %s with E091-005 without any upstream call', async (_title, mode, path) => {
    const scope = nockUpstream(mode);
    scope.post(/.*/).reply(200, { status: 'E000-000', data: {} }); // anything else would be answered
    const browser = bff.browser();
    const requests = recordUpstreamRequests(scope);
    await browser.get('/api/session'); // site settings now cached, as in a running site
    expect(requests.seen).toContain('/site/get'); // the recorder sees upstream calls
    requests.seen.length = 0;
    const res = await browser.post(path, demoBuyer);
    requests.stop();
    expect(res.body.status).toBe('E091-005');
    expect(requests.seen).toEqual([]);
  });
});
