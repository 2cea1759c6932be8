import { demoBuyer, mockAndBffForFile, signedInBrowser } from './support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

// docs/rules/accounts.md#passwords-two-readings: a new password meets the displayed rule (8 to 72
// characters, three of four classes) at the BFF as in the forms and the mock upstream.
describe('the new-password rule over HTTP', () => {
  it('refuses a password of one class before the upstream, in the session’s language', async () => {
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/member/password/update');
    const res = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'abcdefghij',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.name).toBe('newPassword');
    expect(res.body.errors?.[0]?.value).toContain('at least three of');
    await browser.put('/api/language', { language: 'jp' });
    const ja = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'abcdefghij',
    });
    expect(ja.body.errors?.[0]?.value).toContain('3種類以上');
    expect(stack.mock.count('/member/password/update')).toBe(before);
  });

  it('accepts a passphrase the displayed rule allows, and it signs in', async () => {
    const browser = await signedInBrowser(stack.bff);
    const passphrase = 'tea @ kyoto 2026 harvest';
    const res = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: passphrase,
    });
    expect(res.body.status).toBe('E000-000');
    const again = await stack.bff
      .browser()
      .post('/api/auth/signin', { email: demoBuyer.email, password: passphrase });
    expect(again.body.status).toBe('E000-000');
  });

  it('holds the same rule for a reset with the mailed token', async () => {
    const browser = stack.bff.browser();
    await browser.post('/api/account/password/resetMail', { email: demoBuyer.email });
    const [mail] = await stack.mock.outbox(demoBuyer.email);
    const token = (mail as { token?: string } | undefined)?.token;
    expect(token).toBeTruthy();
    const weak = await browser.post('/api/account/password/reset', { token, password: '12345678' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.[0]?.name).toBe('password');
    const good = await browser.post('/api/account/password/reset', {
      token,
      password: 'Kyoto tea 2027',
    });
    expect(good.body.status).toBe('E000-000');
  });
});
