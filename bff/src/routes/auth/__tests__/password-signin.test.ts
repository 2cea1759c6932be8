import {
  signIn,
  demoBuyer,
  mockAndBffForFile,
  startGuestSession,
} from '../../../__tests__/support/stack';

const stack = mockAndBffForFile({
  env: {
    SESSION_IDLE_TTL_S: '600',
    SESSION_ABSOLUTE_TTL_S: '3600',
    // Above the mock's own lock (5): these tests see what the upstream answers.
    SIGNIN_UPSTREAM_LOCK_THRESHOLD: '20',
    SIGNIN_LIMIT_PER_ADDRESS: '1000',
  },
});
beforeEach(() => stack.mock.reset());

describe('password sign-in', () => {
  it('returns the user and never the tokens', async () => {
    const browser = stack.bff.browser();
    const res = await signIn(browser);
    expect(res.body).toEqual({
      status: 'E000-000',
      data: { user: { id: expect.any(String), name: expect.any(String), email: demoBuyer.email } },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at_|rt_|token/);
  });

  const sessionCookies = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).filter((c) =>
      c.startsWith('kk_sid='),
    );

  it('sends one session cookie at sign-in, gone when the browser closes', async () => {
    const browser = stack.bff.browser();
    await startGuestSession(browser); // a session before sign-in
    const cookies = sessionCookies(await signIn(browser));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).not.toMatch(/Max-Age|Expires/i);
    expect(cookies[0]).toMatch(/HttpOnly/);
  });

  it('keeps the buyer signed in across browser restarts only when asked to', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/auth/signin', { ...demoBuyer, remember: true });
    const cookies = sessionCookies(res);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/Max-Age=3600/);
  });

  it('rotates the session id at sign-in: the old id is dead at once', async () => {
    const browser = stack.bff.browser();
    await startGuestSession(browser); // a session before sign-in
    const before = browser.cookie('kk_sid');
    expect(before).toBeDefined();
    await signIn(browser);
    const after = browser.cookie('kk_sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await stack.bff.store.get(stack.bff.sessionKey(before!))).toBeNull();
    const replay = stack.bff.browser();
    replay.agent.jar.setCookie(`kk_sid=${before}`, '127.0.0.1', '/');
    expect((await replay.get('/api/session')).body.data.signedIn).toBe(false);
  });

  it('signs out upstream, destroys the session and clears the cookie', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const id = browser.cookie('kk_sid');
    const signouts = stack.mock.count('/account/signout');
    const res = await browser.post('/api/auth/signout');
    expect(res.body).toEqual({ status: 'E000-000', data: { signedIn: false } });
    expect(stack.mock.count('/account/signout')).toBe(signouts + 1);
    expect(String(res.headers['set-cookie'])).toMatch(/kk_sid=;/);
    expect(await stack.bff.store.get(stack.bff.sessionKey(id!))).toBeNull();
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });

  it('answers a wrong password with the site message in the session language', async () => {
    const browser = stack.bff.browser();
    const en = await browser.post('/api/auth/signin', {
      ...demoBuyer,
      password: 'wrong-Password1',
    });
    expect(en.status).toBe(400);
    expect(en.body.status).toBe('E001-001');
    expect(en.body.message).toBe('The email or password is incorrect. [E001-001]');
    await browser.put('/api/language', { language: 'jp' });
    const jp = await browser.post('/api/auth/signin', {
      ...demoBuyer,
      password: 'wrong-Password1',
    });
    expect(jp.body.message).toBe('メールアドレスまたはパスワードが正しくありません。 [E001-001]');
  });

  it('maps the password-lock code to its message with the lock details filled in, on a known device', async () => {
    const browser = stack.bff.browser();
    await signIn(browser); // the device cookie: only a known device is told about the lock
    let last;
    for (let i = 0; i < 5; i += 1)
      last = await browser.post('/api/auth/signin', { ...demoBuyer, password: 'wrong-Password1' });
    expect(last?.body.status).toBe('E001-002');
    expect(last?.body.message).toBe(
      'Your account is locked after 5 failed attempts. Please try again in 30 minutes. [E001-002]',
    );
  });

  it('refuses a body that breaks the contract with field errors and calls nothing upstream', async () => {
    const before = stack.mock.count('/account/signin');
    const res = await stack.bff.browser().post('/api/auth/signin', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E000-400');
    expect(res.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'email',
      'password',
    ]);
    expect(stack.mock.count('/account/signin')).toBe(before);
  });
});

describe('session lifetimes', () => {
  it('ends a session left idle longer than the idle timeout', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    stack.bff.clock.advance(601_000);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });

  it('keeps a used session alive, but never beyond the absolute lifetime', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    for (let elapsed = 0; elapsed < 3000; elapsed += 500) {
      stack.bff.clock.advance(500_000);
      expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
    }
    stack.bff.clock.advance(601_000 - 1000); // still inside the idle window, past 3600 s of age
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });
});
