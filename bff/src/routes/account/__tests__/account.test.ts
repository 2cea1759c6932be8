import { signIn, demoBuyer, mockAndBffForFile } from '../../../__tests__/support/stack';
import { registration } from '../../../../../contracts/src/testing/registration-form';

const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });
beforeEach(() => stack.mock.reset());

const lastBody = (path: string) =>
  stack.mock.calls.filter((c) => c.path === path).at(-1)?.body as Record<string, unknown>;

describe('sign-up', () => {
  it('maps the registration form to the sign-up payload of docs/rules/accounts.md#sign-up-payload', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/account/signup', registration('ada@example.co.uk'));
    expect(res.body.status).toBe('E000-000');
    expect(lastBody('/users/signUp')).toMatchObject({
      email: 'ada@example.co.uk',
      name: 'Ada Lovelace',
      tel_primary: '09012345678',
      zip: '1000001',
      buyer_country: 'JP',
      interest_category_1: 'food-tea',
      register_no_password: false,
      request_access_token: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/access_token|refresh_token/);
  });

  it('makes the browser that signed up a known device of the new account (docs/security.md#throttles)', async () => {
    const browser = stack.bff.browser();
    await browser.post('/api/account/signup', registration('grace@example.com'));
    expect(browser.cookie('kk_device')).toBeDefined();
  });

  it('signs the new buyer in, a buyer abroad with an E.164 phone', async () => {
    const browser = stack.bff.browser();
    const res = await browser.post('/api/account/signup', {
      ...registration('giulia@example.it'),
      country: { code: 'IT', name: 'Italy' },
      phoneNumber: '+39 06 1234 5678',
      postalCode: '00118',
    });
    expect(res.body).toMatchObject({ status: 'E000-000', data: { signedIn: true } });
    expect(lastBody('/users/signUp')).toMatchObject({
      tel_primary: '+390612345678',
      zip: '00118',
      buyer_country: 'IT',
    });
    const session = (await browser.get('/api/session')).body.data;
    expect(session).toMatchObject({ signedIn: true, user: { email: 'giulia@example.it' } });
    const member = await browser.post('/api/account/member/get');
    expect(member.body.data.user).toMatchObject({ tel_primary: '+390612345678', zip: '00118' });
  });

  it('refuses a Japanese-format phone for a buyer abroad, forwarding nothing', async () => {
    const before = stack.mock.count('/users/signUp');
    const res = await stack.bff.browser().post('/api/account/signup', {
      ...registration('wrong@example.com'),
      country: { code: 'US', name: 'United States' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toEqual(['phoneNumber']);
    expect(stack.mock.count('/users/signUp')).toBe(before);
  });

  it('requires consent to the terms and privacy policy, forwarding nothing', async () => {
    const before = stack.mock.count('/users/signUp');
    const res = await stack.bff.browser().post('/api/account/signup', {
      ...registration('b@example.com'),
      termsAccepted: false,
      privacyPolicyAccepted: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'privacyPolicyAccepted',
      'termsAccepted',
    ]);
    expect(stack.mock.count('/users/signUp')).toBe(before);
  });

  it('pre-registers, and fetches the mailed sign-up code', async () => {
    const browser = stack.bff.browser();
    expect(
      (await browser.post('/api/account/preRegister', { email: 'pre@example.com', note: 'tea' }))
        .body.status,
    ).toBe('E000-000');
    const code = (await stack.mock.outbox('pre@example.com')).find((m) => m.token)?.token; // the mock mails the code as a link token
    expect(code).toBeDefined();
    const fetched = await browser.post('/api/account/signupCode', { signUpCode: code });
    expect(fetched.body).toMatchObject({ status: 'E000-000', data: { email: 'pre@example.com' } });
  });

  it('checks whether an email is registerable', async () => {
    const res = await stack.bff
      .browser()
      .post('/api/account/registerable', { email: 'new-buyer@example.com' });
    expect(res.body.status).toBe('E000-000');
    expect(lastBody('/email/registerable')).toEqual({ email: 'new-buyer@example.com' });
  });
});

describe('password reset and change', () => {
  it.each(['/api/account/password/resetMail'])(
    '%s answers an unknown email exactly like a known one (docs/security.md: no enumeration)',
    async (path) => {
      const unknown = await stack.bff.browser().post(path, { email: 'nobody@example.com' });
      const known = await stack.bff.browser().post(path, { email: demoBuyer.email });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ status: 'E000-000', data: null });
      expect(known.body).toEqual(unknown.body);
      expect(await stack.mock.outbox('nobody@example.com')).toEqual([]);
    },
  );

  it('reminds a buyer of the sign-in email from company and phone, never a reset mail', async () => {
    const browser = stack.bff.browser();
    const resetMails = stack.mock.count('/member/password/resetMail');
    const res = await browser.post('/api/account/reminder', {
      company: 'pacific fine foods inc.',
      tel: '+1 415-555-0134',
    });
    expect(res.body.status).toBe('E000-000');
    const mails = await stack.mock.outbox(demoBuyer.email);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain(demoBuyer.email);
    expect(mails[0]?.token).toBeUndefined();
    expect(stack.mock.count('/member/password/resetMail')).toBe(resetMails);
    // The same answer when nothing matches: the form cannot probe for accounts.
    const none = await browser.post('/api/account/reminder', { company: 'Nobody', tel: '0000000' });
    expect(none.body.status).toBe('E000-000');
  });

  it('resets the password with the mailed token', async () => {
    const browser = stack.bff.browser();
    expect(
      (await browser.post('/api/account/password/resetMail', { email: demoBuyer.email })).body
        .status,
    ).toBe('E000-000');
    const token = (await stack.mock.outbox(demoBuyer.email)).find((m) => m.token)?.token;
    const reset = await browser.post('/api/account/password/reset', {
      token,
      password: 'Brand-New-2026',
    });
    expect(reset.body.status).toBe('E000-000');
    expect(
      (
        await browser.post('/api/auth/signin', {
          email: demoBuyer.email,
          password: 'Brand-New-2026',
        })
      ).body.status,
    ).toBe('E000-000');
  });

  it('refuses a new password equal to the current one without calling upstream', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const before = stack.mock.count('/member/password/update');
    const same = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: demoBuyer.password,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors.map((e: { name: string }) => e.name)).toEqual(['newPassword']);
    expect(stack.mock.count('/member/password/update')).toBe(before);
  });

  it('changes the password of the signed-in member, mapping the field names', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const wrong = await browser.post('/api/account/password/update', {
      password: 'not-it',
      newPassword: 'Brand-New-2026',
    });
    expect(wrong.body.status).toBe('E001-005');
    const ok = await browser.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'Brand-New-2026',
    });
    expect(ok.body.status).toBe('E000-000');
    expect(lastBody('/member/password/update')).toEqual({
      current_password: demoBuyer.password,
      password: 'Brand-New-2026',
    });
  });
});

describe('member information and leaving', () => {
  it('gets the member information', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/account/member/get');
    expect(res.body.status).toBe('E000-000');
    expect(JSON.stringify(res.body.data)).toContain(demoBuyer.email);
  });

  it('sends external_point as externalPoint, removed from the user (docs/rules/accounts.md#member-information-and-leaving)', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/account/member/update', {
      user: {
        name: 'Buyer Renamed',
        external_point: {
          card_member_no: 'KP20260003',
          pin_cd: '2468',
          email_dm_unnecessary_flg: '1',
        },
      },
    });
    expect(res.body.status).toBe('E000-000');
    expect(lastBody('/member/information/update')).toEqual({
      user: { name: 'Buyer Renamed' },
      externalPoint: {
        card_member_no: 'KP20260003',
        pin_cd: '2468',
        email_dm_unnecessary_flg: '1',
      },
    });
  });

  it('greets the buyer by the new name at once: the session follows the stored account', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const before = (await browser.get('/api/session')).body.data.user.name;
    const renamed = await browser.post('/api/account/member/update', {
      user: { name: 'Alex Morgan-Rossi' },
    });
    expect(renamed.body.status).toBe('E000-000');
    expect((await browser.get('/api/session')).body.data.user).toMatchObject({
      name: 'Alex Morgan-Rossi',
      email: demoBuyer.email,
    });
    await browser.post('/api/account/member/update', { user: { name: before } });
    expect((await browser.get('/api/session')).body.data.user.name).toBe(before);
  });

  it('keeps the session when leaving is refused, and destroys it when leaving succeeds', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const refused = await browser.post('/api/account/leave', { password: 'not-it' });
    expect(refused.body.status).toBe('E001-005');
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
    const left = await browser.post('/api/account/leave', { password: demoBuyer.password });
    expect(left.body.status).toBe('E000-000');
    expect(String(left.headers['set-cookie'])).toMatch(/kk_sid=;/);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(false);
  });
});
