import { mockForFile, startBff, type Bff } from '../../../__tests__/support/stack';
import { registration } from '../../../../../contracts/src/testing/registration-form';

/**
 * docs/rules/accounts.md#sign-up-on-a-two-factor-site: on an email two-factor site the sign-up
 * ends in the site's one way in — the code mailed to the new address, checked by auth/verify.
 */
describe('sign-up on an email two-factor site, against the mock', () => {
  const mock = mockForFile({ authMode: 'email_two_factor_authentication' });
  let bff: Bff;
  beforeAll(async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
  });
  afterAll(async () => bff.close());
  beforeEach(() => mock.reset());

  const mailedCode = async (email: string) =>
    (await mock.outbox(email)).filter((m) => m.code).at(-1)?.code;

  it('mails a sign-in code after the account is made; the code signs the new buyer in', async () => {
    const browser = bff.browser();
    const email = 'tfa-new@example.com';
    const res = await browser.post('/api/account/signup', registration(email));
    expect(res.body).toEqual({
      status: 'E000-000',
      data: {
        signedIn: false,
        verificationRequired: true,
        user: { id: expect.any(String), email },
      },
    });
    expect(mock.count('/users/signUp')).toBe(1);
    expect(mock.count('/auth/user/login')).toBe(1);
    // No password sign-in reached the upstream: the site allows only the two-factor one.
    expect(mock.count('/account/signin')).toBe(0);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
    expect(browser.cookie('kk_device')).toBeUndefined();

    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const verify = await browser.post('/api/auth/verify', { auth_code: code });
    expect(verify.body.status).toBe('E000-000');
    expect(verify.body.data.user.email).toBe(email);
    expect((await browser.get('/api/session')).body.data).toMatchObject({
      signedIn: true,
      user: { email },
    });
    // The throttles' known-device cookie comes with the completed sign-in (docs/security.md#throttles).
    expect(browser.cookie('kk_device')).toBeDefined();
  });

  it('a wrong code can be retried, like any two-factor sign-in', async () => {
    const browser = bff.browser();
    const email = 'tfa-retry@example.com';
    await browser.post('/api/account/signup', registration(email));
    const wrong = await browser.post('/api/auth/verify', { auth_code: '000000' });
    expect(wrong.body.status).toBe('E091-010');
    const right = await browser.post('/api/auth/verify', { auth_code: await mailedCode(email) });
    expect(right.body.status).toBe('E000-000');
  });
});
