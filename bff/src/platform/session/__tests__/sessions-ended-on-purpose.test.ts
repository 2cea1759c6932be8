import { heldBffOnEveryStore, type HeldBff } from '../../../__tests__/support/holding-store';
import { demoBuyer, mockForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { memberIndexKey } from '../session-repository';

// docs/security.md#password-change: a session ended on purpose — a sign-out, leaving, a sign-in
// rotating away from a signed-in session — leaves its member's index at once. A stale key would
// hold a slot of SESSION_MAX_PER_MEMBER until pushed out, and push out a live session in its
// place. Over HTTP against the real BFF and mock, on the memory store and on Redis.
const mock = mockForFile();
beforeEach(() => mock.reset());
const env = { SIGNIN_LIMIT_PER_ADDRESS: '1000', SESSION_MAX_PER_MEMBER: '2' };

const endedOnPurpose = (bff: () => HeldBff) => {
  const signedIn = async () => {
    const browser = bff().bff.browser();
    await signIn(browser);
    return browser;
  };
  const keyOf = (browser: Browser) => bff().bff.sessionKey(browser.cookie('kk_sid')!);
  const indexOf = async (browser: Browser) => {
    const record = await bff().bff.sessionRecord(browser.cookie('kk_sid')!);
    return memberIndexKey(record!.tokens!.userId);
  };
  const indexed = (index: string) => bff().bff.store.indexMembers(index);
  const signedInNow = async (browser: Browser) =>
    (await browser.get('/api/session')).body.data.signedIn as boolean;

  it('a sign-out leaves the index, and its slot no longer pushes a live session out', async () => {
    const kept = await signedIn();
    const leaving = await signedIn();
    const index = await indexOf(kept);
    expect(await indexed(index)).toEqual([keyOf(kept), keyOf(leaving)]);
    expect((await leaving.post('/api/auth/signout')).body.status).toBe('E000-000');
    // Two live sessions, room for two: nobody is pushed out.
    const next = await signedIn();
    expect(await signedInNow(kept)).toBe(true);
    expect(await signedInNow(next)).toBe(true);
    expect(await indexed(index)).toEqual([keyOf(kept), keyOf(next)]);
  });

  it('signing in again in a signed-in browser takes the earlier session out of the index', async () => {
    const other = await signedIn();
    const again = await signedIn();
    const index = await indexOf(other);
    await signIn(again);
    expect(await signedInNow(other)).toBe(true);
    expect(await signedInNow(again)).toBe(true);
    expect(await indexed(index)).toEqual([keyOf(other), keyOf(again)]);
  });

  it('leaving membership leaves no key of the member in the index', async () => {
    const other = await signedIn();
    const leaving = await signedIn();
    const index = await indexOf(leaving);
    const left = await leaving.post('/api/account/leave', { password: demoBuyer.password });
    expect(left.body.status).toBe('E000-000');
    expect(await indexed(index)).toEqual([]);
    expect(await signedInNow(other)).toBe(false);
    expect(await signedInNow(leaving)).toBe(false);
  });
};

heldBffOnEveryStore(
  'sessions ended on purpose leave the member index',
  { upstreamUrl: () => mock.url, env },
  endedOnPurpose,
);
