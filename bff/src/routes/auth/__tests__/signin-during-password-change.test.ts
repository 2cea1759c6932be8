import { heldBffOnEveryStore, type HeldBff } from '../../../__tests__/support/holding-store';
import {
  demoBuyer,
  mockForFile,
  signIn,
  startGuestSession,
  type Browser,
} from '../../../__tests__/support/stack';
import { memberIndexKey } from '../../../platform/session/session-repository';

// docs/security.md#password-change: a sign-in the upstream accepted with the old password just
// before a password change, but indexed only after the change shed the member's index, would
// live on. The change leaves a mark (when the member's credentials changed) that the sign-in
// reads once its session is indexed: one whose upstream call started before the mark ends itself
// and answers E000-401 in the buyer's language. Held by a promise where the sign-in re-reads its
// session after the upstream accepted it; the BFF's manual clock moves by a millisecond between
// the two calls (no timers). Over HTTP against the real mock, memory store and Redis.
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000', SESSION_MAX_PER_MEMBER: '5' };
const newPassword = 'Brand-New-2026';

type Answer = { status: number; body: { status: string; message?: string; data: unknown } };

const racing = (bff: () => HeldBff, mode: 'password' | 'two-factor') => {
  const mock = () => (mode === 'password' ? passwordMock : twoFactorMock);
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  const userIdOf = async (browser: Browser) =>
    (await bff().bff.sessionRecord(browser.cookie('kk_sid')!))!.tokens!.userId;
  const indexOf = (userId: string) => bff().bff.store.indexMembers(memberIndexKey(userId));
  const signedInNow = async (browser: Browser) =>
    (await browser.get('/api/session')).body.data.signedIn as boolean;
  const mailedCode = async () =>
    (await mock().outbox(demoBuyer.email)).filter((m) => m.code).at(-1)?.code as string;
  /** A sign-in with `password` as this site takes it (a two-factor one verifies the code). */
  const signInWith = async (browser: Browser, password: string) => {
    if (mode === 'password')
      return browser.post('/api/auth/signin', { email: demoBuyer.email, password });
    const login = await browser.post('/api/auth/login', { email: demoBuyer.email, password });
    if (login.body.status !== 'E000-000') return login;
    return browser.post('/api/auth/verify', { auth_code: await mailedCode() });
  };
  const signedIn = async () => {
    const browser = bff().bff.browser();
    if (mode === 'password') await signIn(browser);
    else expect((await signInWith(browser, demoBuyer.password)).body.status).toBe('E000-000');
    return browser;
  };
  /**
   * A sign-in of `browser` with the old password, held once the upstream accepted it, where it
   * re-reads the browser's session to rotate it.
   */
  const signInHeld = async (browser: Browser) => {
    const accepting = mode === 'password' ? 'account/signin' : 'auth/user/verify';
    let code = '';
    if (mode === 'password') await startGuestSession(browser);
    else {
      const login = await browser.post('/api/auth/login', demoBuyer);
      expect(login.body.status).toBe('E000-000');
      code = await mailedCode();
    }
    const calledBefore = bff().bff.upstreamCalls.length;
    const { atStore, release } = bff().held.hold(keyOf(browser), 'get');
    const answer: Promise<Answer> =
      mode === 'password'
        ? browser.post('/api/auth/signin', demoBuyer).then((res) => res)
        : browser.post('/api/auth/verify', { auth_code: code }).then((res) => res);
    await atStore;
    expect(bff().bff.upstreamCalls.slice(calledBefore)).toContain(accepting);
    return { answer, release };
  };
  const changePassword = async (browser: Browser) => {
    const changed = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword,
    });
    expect(changed.body.status).toBe('E000-000');
  };

  it('a sign-in accepted with the old password and indexed after the change ends itself', async () => {
    const changing = await signedIn();
    const userId = await userIdOf(changing);
    const late = bff().bff.browser();
    const { answer, release } = await signInHeld(late);
    const visitorKey = keyOf(late);
    bff().bff.clock.advance(1);
    await changePassword(changing);
    release();
    const res = await answer;
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('E000-401');
    expect(res.body.message).toBe(
      'Your password or sign-in email was changed while you were signing in. Please sign in again with the new one. [E000-401]',
    );
    expect(await signedInNow(late)).toBe(false);
    expect((await late.post('/api/account/member/get')).status).toBe(401);
    // Only the changing session is left, indexed; the late browser keeps a signed-out session
    // under a new id (the one it had was rotated away), holding nothing of the sign-in.
    expect(await indexOf(userId)).toEqual([keyOf(changing)]);
    expect(await signedInNow(changing)).toBe(true);
    expect(keyOf(late)).not.toBe(visitorKey);
    const kept = await bff().bff.sessionRecord(late.cookie('kk_sid')!);
    expect(kept).not.toBeNull();
    expect(kept!.tokens).toBeUndefined();
    expect(kept!.user).toBeUndefined();
    expect(kept!.authCodeToken).toBeUndefined();
    // The buyer signs in again with the new password.
    expect((await signInWith(late, newPassword)).body.status).toBe('E000-000');
    expect(await signedInNow(late)).toBe(true);
  });

  it('answers in the buyer’s language', async () => {
    const changing = await signedIn();
    const late = bff().bff.browser();
    expect((await late.put('/api/language', { language: 'jp' })).status).toBe(200);
    const { answer, release } = await signInHeld(late);
    bff().bff.clock.advance(1);
    await changePassword(changing);
    release();
    const res = await answer;
    expect(res.body.status).toBe('E000-401');
    expect(res.body.message).toBe(
      'ログインの処理中にパスワードまたはログイン用メールアドレスが変更されました。新しいパスワードまたはメールアドレスで、もう一度ログインしてください。 [E000-401]',
    );
  });

  it('a sign-in that starts after the change lives', async () => {
    const changing = await signedIn();
    const userId = await userIdOf(changing);
    await changePassword(changing);
    bff().bff.clock.advance(1);
    const next = bff().bff.browser();
    expect((await signInWith(next, newPassword)).body.status).toBe('E000-000');
    expect(await signedInNow(next)).toBe(true);
    expect(await indexOf(userId)).toEqual([keyOf(changing), keyOf(next)]);
  });
};

const passwordMock = mockForFile();
const twoFactorMock = mockForFile({ authMode: 'email_two_factor_authentication' });
beforeEach(async () => {
  await passwordMock.reset();
  await twoFactorMock.reset();
});

heldBffOnEveryStore(
  'a password sign-in racing a password change',
  { upstreamUrl: () => passwordMock.url, env },
  (bff) => racing(bff, 'password'),
);
heldBffOnEveryStore(
  'a two-factor sign-in whose login ran before a password change',
  { upstreamUrl: () => twoFactorMock.url, env },
  (bff) => racing(bff, 'two-factor'),
);
