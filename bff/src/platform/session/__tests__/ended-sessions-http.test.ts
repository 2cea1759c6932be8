import { heldBffOnEveryStore, type HeldBff } from '../../../__tests__/support/holding-store';
import { demoBuyer, mockForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { memberIndexKey } from '../session-repository';

// docs/security.md#password-change: ended-sessions.test.ts over HTTP — a request of the real BFF
// held at its session write-back while its session ends answers E000-006, and the browser stays
// signed out. Against the real mock: browsers of the demo buyer.
const mock = mockForFile();
beforeEach(() => mock.reset());
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000', SESSION_MAX_PER_MEMBER: '3' };

const overHttp = (bff: () => HeldBff) => {
  const signedIn = async () => {
    const browser = bff().bff.browser();
    await signIn(browser);
    return browser;
  };
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  /** A language change of `browser` whose write-back waits at the store until released. */
  const languageInFlight = async (browser: Browser) => {
    const { atStore, release } = bff().held.hold(keyOf(browser));
    const answer = browser.put('/api/language', { language: 'jp' }).then((res) => res);
    await atStore;
    return { answer, release };
  };
  const indexOfMember = (userId: string) => bff().bff.store.indexMembers(memberIndexKey(userId));
  const userIdOf = async (browser: Browser) =>
    (await bff().bff.sessionRecord(browser.cookie('kk_sid')!))!.tokens!.userId;
  /** The in-flight request's answer is an explained E000-006, and the session stays ended. */
  const expectSignedOut = async (
    browser: Browser,
    key: string,
    userId: string,
    res: { status: number; body: { status: string; message?: string }; headers: object },
    indexBefore: string[],
  ) => {
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E000-006');
    expect(res.body.message).toBeTruthy();
    // E000-006 clears the product cookies; the session cookie is left alone: its dead id opens
    // nothing, and a newer one another tab's rotation set must not be cleared.
    const cookies = (res.headers as Record<string, string[] | undefined>)['set-cookie'] ?? [];
    expect(cookies.filter((c) => c.startsWith('kk_sid='))).toEqual([]);
    const { product } = bff().bff.config.cookies;
    expect(cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual(product);
    expect(await bff().bff.store.get(key)).toBeNull();
    expect(await indexOfMember(userId)).toEqual(indexBefore);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
    expect((await browser.post('/api/account/member/get')).status).toBe(401);
  };

  it('a password change in another browser ends a session whose request is in flight', async () => {
    const changing = await signedIn();
    const other = await signedIn();
    const key = keyOf(other);
    const userId = await userIdOf(other);
    const { answer, release } = await languageInFlight(other);
    const changed = await changing.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'Brand-New-2026',
    });
    expect(changed.body.status).toBe('E000-000');
    const indexBefore = await indexOfMember(userId);
    expect(indexBefore).not.toContain(key);
    release();
    await expectSignedOut(other, key, userId, await answer, indexBefore);
    expect((await changing.get('/api/session')).body.data.signedIn).toBe(true);
  });

  it('a sign-in beyond SESSION_MAX_PER_MEMBER ends the oldest session though its request is in flight', async () => {
    const oldest = await signedIn();
    const key = keyOf(oldest);
    const userId = await userIdOf(oldest);
    const { answer, release } = await languageInFlight(oldest);
    const newer = [await signedIn(), await signedIn(), await signedIn()];
    const indexBefore = await indexOfMember(userId);
    expect(indexBefore).not.toContain(key);
    release();
    await expectSignedOut(oldest, key, userId, await answer, indexBefore);
    for (const browser of newer)
      expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
  });

  it('a sign-out in another tab ends the session the first tab is still using', async () => {
    const tab = await signedIn();
    const otherTab = bff().bff.browser();
    otherTab.agent.jar.setCookie(`kk_sid=${tab.cookie('kk_sid')}; Path=/`, '127.0.0.1', '/');
    const key = keyOf(tab);
    const userId = await userIdOf(tab);
    const { answer, release } = await languageInFlight(tab);
    expect((await otherTab.post('/api/auth/signout')).body.status).toBe('E000-000');
    const indexBefore = await indexOfMember(userId);
    release();
    await expectSignedOut(tab, key, userId, await answer, indexBefore);
  });

  it('a request in flight on a live session still writes it back', async () => {
    const browser = await signedIn();
    const { answer, release } = await languageInFlight(browser);
    release();
    expect((await answer).body.status).toBe('E000-000');
    expect((await bff().bff.sessionRecord(browser.cookie('kk_sid')!))?.language).toBe('jp');
  });
};

heldBffOnEveryStore(
  'a session ended while its request is in flight, over HTTP',
  { upstreamUrl: () => mock.url, env },
  overHttp,
);
