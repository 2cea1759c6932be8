import { heldBffOnEveryStore, type HeldBff } from '../../../__tests__/support/holding-store';
import { demoBuyer, mockForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { memberIndexKey } from '../../../platform/session/session-repository';

// docs/security.md#password-change: the session changing the password may itself end while the
// change runs — signed out in another tab, pushed out by SESSION_MAX_PER_MEMBER. The upstream has
// changed the password all the same, so every other session of the member still ends and the
// buyer is told it worked (the completion page asks for the new password at the next sign-in).
// The request is held by a promise the test releases, where it re-reads its session once the
// upstream has answered: no timers. Over HTTP against the real mock.
const mock = mockForFile();
beforeEach(() => mock.reset());
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000', SESSION_MAX_PER_MEMBER: '3' };
const newPassword = 'Brand-New-2026';

const whileTheChangeRuns = (bff: () => HeldBff) => {
  const signedIn = async () => {
    const browser = bff().bff.browser();
    await signIn(browser);
    return browser;
  };
  const signInWith = (browser: Browser, password: string) =>
    browser.post('/api/auth/signin', { email: demoBuyer.email, password });
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  const userIdOf = async (browser: Browser) =>
    (await bff().bff.sessionRecord(browser.cookie('kk_sid')!))!.tokens!.userId;
  /** The password change of `browser`, held once the upstream accepted it. */
  const changeHeld = async (browser: Browser) => {
    const calledBefore = bff().bff.upstreamCalls.length;
    const { atStore, release } = bff().held.hold(keyOf(browser), 'get');
    const answer = browser
      .post('/api/account/password/update', { password: demoBuyer.password, newPassword })
      .then((res) => res);
    await atStore;
    expect(bff().bff.upstreamCalls.slice(calledBefore)).toContain('member/password/update');
    return { answer, release };
  };
  /**
   * A success, and no session minted for the changing browser in place of its ended one; the
   * ended session settled as E000-006 settles it (docs/rules/errors-and-messages.md#session-ended):
   * the product cookies cleared, the session cookie left alone.
   */
  const expectChangedWithoutASession = async (
    changing: Browser,
    res: { status: number; body: { status: string }; headers: object },
  ) => {
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('E000-000');
    const cookies = (res.headers as Record<string, string[] | undefined>)['set-cookie'] ?? [];
    expect(cookies.filter((c) => c.startsWith('kk_sid='))).toEqual([]);
    const { product } = bff().bff.config.cookies;
    expect(cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual(product);
    expect((await changing.get('/api/session')).body.data.signedIn).toBe(false);
    // Signed in again with the new password only.
    expect((await signInWith(changing, demoBuyer.password)).body.status).not.toBe('E000-000');
    expect((await signInWith(changing, newPassword)).body.status).toBe('E000-000');
  };
  const expectSignedOut = async (browsers: Browser[]) => {
    for (const browser of browsers) {
      expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
      expect((await browser.post('/api/account/member/get')).status).toBe(401);
    }
  };

  it('signed out in another tab meanwhile: the other sessions still end, and it answers a success', async () => {
    const changing = await signedIn();
    const other = await signedIn();
    const userId = await userIdOf(changing);
    const tab = bff().bff.browser();
    tab.agent.jar.setCookie(`kk_sid=${changing.cookie('kk_sid')}; Path=/`, '127.0.0.1', '/');
    const { answer, release } = await changeHeld(changing);
    expect((await tab.post('/api/auth/signout')).body.status).toBe('E000-000');
    release();
    const res = await answer;
    expect(await bff().bff.store.indexMembers(memberIndexKey(userId))).toEqual([]);
    await expectSignedOut([other]);
    await expectChangedWithoutASession(changing, res);
  });

  it('pushed out by SESSION_MAX_PER_MEMBER meanwhile: every other session still ends', async () => {
    const changing = await signedIn();
    const other = await signedIn();
    const userId = await userIdOf(changing);
    const changingKey = keyOf(changing);
    const { answer, release } = await changeHeld(changing);
    // Two sign-ins (with the new password: the upstream has it) push the oldest, the changing
    // session, out of the index; indexed before the change sheds it, they end with the others.
    const newer = [bff().bff.browser(), bff().bff.browser()];
    for (const browser of newer)
      expect((await signInWith(browser, newPassword)).body.status).toBe('E000-000');
    expect(await bff().bff.store.get(changingKey)).toBeNull();
    release();
    const res = await answer;
    expect(await bff().bff.store.indexMembers(memberIndexKey(userId))).toEqual([]);
    await expectSignedOut([other, ...newer]);
    await expectChangedWithoutASession(changing, res);
  });
};

heldBffOnEveryStore(
  'a password change whose own session ends while it runs',
  { upstreamUrl: () => mock.url, env },
  whileTheChangeRuns,
);
