import {
  demoBuyer,
  mockAndBffForFile,
  signIn,
  startBff,
  type Browser,
} from '../../../__tests__/support/stack';

// docs/rules/accounts.md#sign-in-email, docs/security.md#sign-in-email-change: over HTTP against
// the real mock.
const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
beforeEach(() => stack.mock.reset());

const newEmail = 'buyer.new@example.com';
const codeMailedTo = async (to: string) => {
  const mail = (await stack.mock.outbox(to)).at(-1);
  if (!mail?.code) throw new Error(`no code mailed to ${to}`);
  return mail.code;
};
const signedIn = async (): Promise<Browser> => {
  const browser = stack.bff.browser();
  await signIn(browser);
  return browser;
};

describe('changing the sign-in email', () => {
  it('refuses a member update naming another sign-in email, in the user language, forwarding nothing', async () => {
    const browser = await signedIn();
    const before = stack.mock.count('/member/information/update');
    const res = await browser.post('/api/account/member/update', { user: { email: newEmail } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'E000-422', errors: [{ name: 'user.email' }] });
    expect(res.body.message).toMatch(/Change sign-in email/);
    await browser.put('/api/language', { language: 'jp' });
    const ja = await browser.post('/api/account/member/update', { user: { email: newEmail } });
    expect(ja.body.message).toMatch(/ログイン用メールアドレスの変更/);
    expect(stack.mock.count('/member/information/update')).toBe(before);
    // The buyer still signs in with the old address; the new one is no account.
    const member = await browser.post('/api/account/member/get');
    expect(member.body.data.user.email).toBe(demoBuyer.email);
    // The unchanged address may still travel with an update.
    const same = await browser.post('/api/account/member/update', {
      user: { email: demoBuyer.email.toUpperCase(), name: 'Alex Buyer' },
    });
    expect(same.body.status).toBe('E000-000');
  });

  it('needs the current password: a wrong one mails nothing', async () => {
    const browser = await signedIn();
    const res = await browser.post('/api/account/email/change', {
      currentPassword: 'not-the-password',
      newEmail,
    });
    expect(res.body.status).toBe('E001-005');
    expect(await stack.mock.outbox(newEmail)).toEqual([]);
  });

  it('changes the address only with the code mailed to it, and tells the old address', async () => {
    const browser = await signedIn();
    const sent = await browser.post('/api/account/email/change', {
      currentPassword: demoBuyer.password,
      newEmail,
    });
    expect(sent.body.status).toBe('E000-000');
    const code = await codeMailedTo(newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await browser.post('/api/account/email/confirm', { code: wrong });
    expect(refused.body.status).toBe('E082-001');
    expect((await browser.post('/api/account/member/get')).body.data.user.email).toBe(
      demoBuyer.email,
    );

    const confirmed = await browser.post('/api/account/email/confirm', { code });
    expect(confirmed.body).toMatchObject({
      status: 'E000-000',
      data: { user: { email: newEmail } },
    });
    expect((await browser.get('/api/session')).body.data.user.email).toBe(newEmail);
    const notice = (await stack.mock.outbox(demoBuyer.email)).at(-1);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.subject).toMatch(/sign-in email was changed/);
    // The new address signs in; the old one no longer does.
    const fresh = stack.bff.browser();
    const old = await fresh.post('/api/auth/signin', demoBuyer);
    expect(old.body.status).not.toBe('E000-000');
    const now = await fresh.post('/api/auth/signin', { ...demoBuyer, email: newEmail });
    expect(now.body.status).toBe('E000-000');
  });

  it('limits the requests per member before the upstream is asked', async () => {
    // A BFF of its own: the other tests' requests do not count here.
    const bff = await startBff({ upstreamUrl: stack.mock.url });
    try {
      const browser = bff.browser();
      await signIn(browser);
      const before = stack.mock.count('/member/email/change/send');
      const attempts = await Promise.all(
        Array.from({ length: 8 }, () =>
          browser.post('/api/account/email/change', { currentPassword: 'guess', newEmail }),
        ),
      );
      const limited = attempts.filter((r) => r.status === 429);
      expect(limited).toHaveLength(3);
      expect(limited[0]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited[0]?.body.message).toMatch(/Try again in \d+ minutes?\./);
      expect(stack.mock.count('/member/email/change/send') - before).toBe(5);
    } finally {
      await bff.close();
    }
  });

  it('is for members only', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/account/email/change', { currentPassword: 'x', newEmail });
    expect(res.status).toBe(401);
  });
});
