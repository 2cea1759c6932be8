import { manualClock, mockClient } from '../testing/mock-client';

describe('password sign-in', () => {
  it('refuses a wrong password with E001-001 and locks after five failures (E001-002), even for the right one', async () => {
    const c = await mockClient();
    for (let i = 0; i < 4; i += 1)
      expect((await c.signIn('buyer@example.com', 'wrong-Pass1')).status).toBe('E001-001');
    expect((await c.signIn('buyer@example.com', 'wrong-Pass1')).status).toBe('E001-002');
    expect((await c.signIn()).status).toBe('E001-002');
  });

  it('unlocks after the lock time has passed', async () => {
    const clock = manualClock();
    const c = await mockClient({ now: clock.now });
    for (let i = 0; i < 5; i += 1) await c.signIn('buyer@example.com', 'nope-Nope1');
    clock.advance(31 * 60);
    expect((await c.signIn()).status).toBe('E000-000');
  });

  it('refuses password sign-in in two-factor mode with E091-005', async () => {
    const c = await mockClient({ authMode: 'email_two_factor_authentication' });
    expect((await c.signIn()).status).toBe('E091-005');
  });
});

describe('tokens', () => {
  it('answers E028-901 for a member-only call without a token and E000-006 for an unknown one', async () => {
    const c = await mockClient();
    expect((await c.call('member/information/get')).status).toBe('E028-901');
    c.setTokens({
      access_token: 'at_bogus',
      refresh_token: 'rt_bogus',
      expires_in: 1,
      user: { id: '1001' },
    });
    expect((await c.call('member/information/get')).status).toBe('E000-006');
  });

  it('expires the access token after its TTL and rotates on refresh, keeping the user id', async () => {
    const clock = manualClock();
    const c = await mockClient({ now: clock.now, accessTtlS: 60, refreshTtlS: 600 });
    await c.signIn();
    const first = c.tokens!;
    expect((await c.call('member/information/get')).data.user.email).toBe('buyer@example.com');
    clock.advance(61);
    expect((await c.call('member/information/get')).status).toBe('E000-006');
    const refreshed = await c.call('account/refresh');
    expect(refreshed.status).toBe('E000-000');
    expect(refreshed.data.user.id).toBe(first.user.id);
    expect(refreshed.data.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.data.expires_in).toBe(60);
    // the used refresh token is dead
    expect((await c.call('account/refresh')).status).toBe('E000-006');
    c.setTokens(refreshed.data);
    expect((await c.call('member/information/get')).status).toBe('E000-000');
    clock.advance(601);
    expect((await c.call('account/refresh')).status).toBe('E000-006');
  });

  it('revokes the pair on sign-out; a second sign-out fails with E000-002', async () => {
    const c = await mockClient();
    await c.signIn();
    expect((await c.call('account/signout')).status).toBe('E000-000');
    expect((await c.call('account/signout')).status).toBe('E000-002');
    const fresh = await mockClient();
    expect((await fresh.call('account/signout')).status).toBe('E000-002');
  });
});

describe('email two-factor login', () => {
  const twoFactor = { authMode: 'email_two_factor_authentication' as const };

  it('mails a 6-digit code to the outbox and verifies it into tokens', async () => {
    const c = await mockClient(twoFactor);
    const login = await c.call('auth/user/login', {
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
    });
    expect(login.status).toBe('E000-000');
    const [mail] = await c.outbox('buyer@example.com');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const verify = await c.call('auth/user/verify', {
      auth_code_token: login.data.auth_code_token,
      auth_code: mail?.code,
    });
    expect(verify.status).toBe('E000-000');
    expect(verify.data.access_token).toBeDefined();
    // a code works once
    expect(
      (
        await c.call('auth/user/verify', {
          auth_code_token: login.data.auth_code_token,
          auth_code: mail?.code,
        })
      ).status,
    ).toBe('E091-012');
  });

  it('locks the code after five wrong tries and expires it after ten minutes', async () => {
    const clock = manualClock();
    const c = await mockClient({ ...twoFactor, now: clock.now });
    const login = await c.call('auth/user/login', {
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
    });
    const [mail] = await c.outbox('buyer@example.com');
    const wrong = mail?.code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await c.call('auth/user/verify', {
            auth_code_token: login.data.auth_code_token,
            auth_code: wrong,
          })
        ).status,
      );
    expect(statuses).toEqual(['E091-010', 'E091-010', 'E091-010', 'E091-010', 'E091-011']);
    expect(
      (
        await c.call('auth/user/verify', {
          auth_code_token: login.data.auth_code_token,
          auth_code: mail?.code,
        })
      ).status,
    ).toBe('E091-011');
    const again = await c.call('auth/user/login', {
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
    });
    const code = (await c.outbox('buyer@example.com'))[1]?.code;
    clock.advance(601);
    expect(
      (
        await c.call('auth/user/verify', {
          auth_code_token: again.data.auth_code_token,
          auth_code: code,
        })
      ).status,
    ).toBe('E091-012');
  });

  it('refuses two-factor login in password mode with E091-005', async () => {
    const c = await mockClient();
    expect(
      (await c.call('auth/user/login', { email: 'buyer@example.com', password: 'Kakehashi-2026' }))
        .status,
    ).toBe('E091-005');
  });
});
