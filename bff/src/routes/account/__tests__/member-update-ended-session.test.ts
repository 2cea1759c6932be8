import { heldBffOnEveryStore, type HeldBff } from '../../../__tests__/support/holding-store';
import { demoBuyer, mockForFile, signIn, type Browser } from '../../../__tests__/support/stack';

// docs/rules/errors-and-messages.md#session-ended: a member update whose session ends while it
// runs — signed out in another tab, ended by a password change elsewhere — was saved by the
// upstream all the same. It answers the upstream's success, as a password change in the same
// case does (docs/security.md#password-change), never E000-006 ("your change failed"); the ended
// session is settled as E000-006 settles it: product cookies cleared, the session cookie left
// alone, nothing minted. Held by a promise where the update re-reads its session once the
// upstream has answered: no timers. Over HTTP against the real mock, memory store and Redis.
const mock = mockForFile();
beforeEach(() => mock.reset());
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000' };
const newName = 'Buyer Renamed Meanwhile';

type Answer = {
  status: number;
  body: { status: string; data: { user?: { name?: string } } | null };
  headers: object;
};

const whileTheUpdateRuns = (bff: () => HeldBff) => {
  const signedIn = async () => {
    const browser = bff().bff.browser();
    await signIn(browser);
    return browser;
  };
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  /** The member update of `browser`, held once the upstream saved it. */
  const updateHeld = async (browser: Browser) => {
    const calledBefore = bff().bff.upstreamCalls.length;
    const mintedBefore = bff().held.minted.length;
    const { atStore, release } = bff().held.hold(keyOf(browser), 'get');
    const answer: Promise<Answer> = browser
      .post('/api/account/member/update', { user: { name: newName } })
      .then((res) => res);
    await atStore;
    expect(bff().bff.upstreamCalls.slice(calledBefore)).toContain('member/information/update');
    return { answer, release, mintedBefore };
  };
  const expectSavedAndSignedOut = async (updating: Browser, res: Answer, mintedBefore: number) => {
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data?.user?.name).toBe(newName);
    const cookies = (res.headers as Record<string, string[] | undefined>)['set-cookie'] ?? [];
    expect(cookies.filter((c) => c.startsWith('kk_sid='))).toEqual([]);
    const { product } = bff().bff.config.cookies;
    expect(cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual(product);
    expect(bff().held.minted.slice(mintedBefore)).toEqual([]); // no session in its place
    expect((await updating.get('/api/session')).body.data.signedIn).toBe(false);
    // The upstream kept the change.
    const again = bff().bff.browser();
    await signIn(again);
    const member = await again.post('/api/account/member/get');
    expect(member.body.data.user.name).toBe(newName);
  };

  it('signed out in another tab meanwhile: it answers the saved update', async () => {
    const updating = await signedIn();
    const tab = bff().bff.browser();
    tab.agent.jar.setCookie(`kk_sid=${updating.cookie('kk_sid')}; Path=/`, '127.0.0.1', '/');
    const { answer, release, mintedBefore } = await updateHeld(updating);
    expect((await tab.post('/api/auth/signout')).body.status).toBe('E000-000');
    release();
    await expectSavedAndSignedOut(updating, await answer, mintedBefore);
  });

  it('ended by a password change in another browser meanwhile: it answers the saved update', async () => {
    const updating = await signedIn();
    const changing = await signedIn();
    const { answer, release } = await updateHeld(updating);
    const changed = await changing.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'Brand-New-2026',
    });
    expect(changed.body.status).toBe('E000-000');
    release();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data?.user?.name).toBe(newName);
    const cookies = (res.headers as Record<string, string[] | undefined>)['set-cookie'] ?? [];
    expect(cookies.filter((c) => c.startsWith('kk_sid='))).toEqual([]);
    expect(cookies.map((c) => c.slice(0, c.indexOf('=')))).toEqual(
      bff().bff.config.cookies.product,
    );
    expect((await updating.get('/api/session')).body.data.signedIn).toBe(false);
    expect((await changing.post('/api/account/member/get')).body.data.user.name).toBe(newName);
  });

  it('a live session still follows the saved name', async () => {
    const updating = await signedIn();
    const res = await updating.post('/api/account/member/update', { user: { name: newName } });
    expect(res.body.status).toBe('E000-000');
    expect((await updating.get('/api/session')).body.data.user.name).toBe(newName);
  });
};

heldBffOnEveryStore(
  'a member update whose session ends while it runs',
  { upstreamUrl: () => mock.url, env },
  whileTheUpdateRuns,
);
