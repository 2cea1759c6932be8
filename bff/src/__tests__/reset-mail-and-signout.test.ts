import { demoBuyer, mockAndBffForFile, signIn } from './support/stack';

/**
 * docs/rules/errors-and-messages.md#reset-mail-and-sign-out: E000-100 and E000-002 where the spec
 * says, and where no-enumeration (docs/security.md) wins. Over HTTP against the real mock.
 */
const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

/** The mock refuses the next call of `endpoint` with its fetch-error code (HTTP 429, an answer). */
const refuseNext = (endpoint: string) => stack.mock.faults({ endpoint, status: 429, times: 1 });

describe('reset mail', () => {
  it('answers known and unknown addresses alike: the upstream E000-100 for an unknown one is not shown', async () => {
    const unknown = await stack.bff
      .browser()
      .post('/api/account/password/resetMail', { email: 'nobody@example.com' });
    const known = await stack.bff
      .browser()
      .post('/api/account/password/resetMail', { email: demoBuyer.email });
    expect(unknown.body).toEqual({ status: 'E000-000', data: null });
    expect(known.body).toEqual(unknown.body);
    expect(await stack.mock.outbox(demoBuyer.email)).toHaveLength(1);
  });

  it('answers E000-100 in the buyer language when the upstream refused to send for another reason', async () => {
    await refuseNext('member/password/resetMail');
    const browser = stack.bff.browser();
    const res = await browser.post('/api/account/password/resetMail', { email: demoBuyer.email });
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('E000-100');
    expect(res.body.data).toBeNull();
    expect(res.body.message).toMatch(/\S/);
    expect(JSON.stringify(res.body)).not.toContain('injected fault');
    expect(await stack.mock.outbox(demoBuyer.email)).toEqual([]);
    // The same refusal for an unknown address: what it says never depends on the address.
    await refuseNext('member/password/resetMail');
    const unknown = await browser.post('/api/account/password/resetMail', {
      email: 'nobody@example.com',
    });
    expect(unknown.body).toEqual(res.body);
  });
});

describe('sign-out', () => {
  it('answers E000-002 when there is no session to sign out', async () => {
    const res = await stack.bff.browser().post('/api/auth/signout');
    expect(res.body.status).toBe('E000-002');
    expect(res.body.data).toEqual({ signedIn: false });
    expect(res.body.message).toMatch(/\S/);
  });

  it('answers E000-002 when the upstream did not end the tokens, and still signs this browser out', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    await refuseNext('account/signout');
    const res = await browser.post('/api/auth/signout');
    expect(res.body.status).toBe('E000-002');
    expect(String(res.headers['set-cookie'])).toMatch(/kk_sid=;/);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });

  it('answers success when the upstream ended the session', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/auth/signout');
    expect(res.body).toEqual({ status: 'E000-000', data: { signedIn: false } });
  });
});
