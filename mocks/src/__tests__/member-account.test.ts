import { mockClient } from '../testing/mock-client';

const signUpBody = {
  email: 'new.buyer@example.org',
  password: 'Str0ng-Pass',
  name: 'Jane Doe',
  company: 'Doe Imports Ltd.',
  tel_primary: '0312345678',
  buyer_country: 'Canada',
};

describe('sign-up and membership', () => {
  it('pre-registers with a mailed code, signs up with it, and refuses the same email again', async () => {
    const c = await mockClient();
    expect(
      (await c.call('email/registerable', { email: signUpBody.email })).data.registerable,
    ).toBe(true);
    expect(
      (await c.call('users/preRegister', { email: signUpBody.email, note: 'trade fair' })).status,
    ).toBe('E000-000');
    const [mail] = await c.outbox(signUpBody.email);
    expect((await c.call('users/get', { signUpCode: mail?.token })).data.email).toBe(
      signUpBody.email,
    );
    const made = await c.call('users/signUp', { ...signUpBody, signup_code: mail?.token });
    expect(made.status).toBe('E000-000');
    expect(
      (await c.call('email/registerable', { email: signUpBody.email })).data.registerable,
    ).toBe(false);
    expect((await c.call('users/signUp', signUpBody)).status).toBe('E001-003');
    expect((await c.signIn(signUpBody.email, signUpBody.password)).status).toBe('E000-000');
  });

  it('names every invalid sign-up field', async () => {
    const c = await mockClient();
    const res = await c.call('users/signUp', { email: 'not-an-email', password: 'short' });
    expect(res.status).toBe('E000-010');
    const names = res.data.errors.map((e: { name: string }) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'email',
        'password',
        'name',
        'company',
        'tel_primary',
        'buyer_country',
      ]),
    );
  });

  it('member/information/add answers user_token and user.id', async () => {
    const c = await mockClient();
    const res = await c.call('member/information/add', signUpBody);
    expect(res.data.user_token).toMatch(/^at_/);
    expect(res.data.user.id).toBeDefined();
  });

  it('updates member information and leaves membership', async () => {
    const c = await mockClient();
    await c.signIn();
    const upd = await c.call('member/information/update', {
      user: { company_division: 'Imports' },
      externalPoint: { card_member_no: 'KP20260003', pin_cd: '2468' },
    });
    expect(upd.data.user.company_division).toBe('Imports');
    expect(upd.data.user.password).toBeUndefined();
    expect((await c.call('member/leave', { user: { password: 'wrong' } })).status).toBe('E001-005');
    expect((await c.call('member/leave', { user: { password: 'Kakehashi-2026' } })).status).toBe(
      'E000-000',
    );
    expect((await c.call('member/information/get')).status).toBe('E000-006');
    expect((await c.signIn()).status).toBe('E001-001');
  });
});

describe('password reset and change', () => {
  it('mails a reset token, resets with it once, and answers E000-100 for an unknown email', async () => {
    const c = await mockClient();
    expect(
      (await c.call('member/password/resetMail', { email: 'nobody@example.com' })).status,
    ).toBe('E000-100');
    expect((await c.call('member/password/resetMail', { email: 'buyer@example.com' })).status).toBe(
      'E000-000',
    );
    const [mail] = await c.outbox('buyer@example.com');
    expect(
      (await c.call('member/password/reset', { token: mail?.token, password: 'weakweakweak' }))
        .status,
    ).toBe('E000-010');
    expect(
      (await c.call('member/password/reset', { token: mail?.token, password: 'New-Pass-2027' }))
        .status,
    ).toBe('E000-000');
    expect(
      (await c.call('member/password/reset', { token: mail?.token, password: 'New-Pass-2028' }))
        .status,
    ).toBe('E001-004');
    expect((await c.signIn('buyer@example.com', 'New-Pass-2027')).status).toBe('E000-000');
  });

  it('changes the password only with the current one and validates strength', async () => {
    const c = await mockClient();
    await c.signIn();
    expect(
      (await c.call('member/password/update', { current_password: 'x', password: 'New-Pass-2027' }))
        .status,
    ).toBe('E001-005');
    expect(
      (
        await c.call('member/password/update', {
          current_password: 'Kakehashi-2026',
          password: 'New-Pass-2027',
        })
      ).status,
    ).toBe('E000-000');
    expect((await c.call('member/password/validate', { password: 'abc' })).data.valid).toBe(false);
    expect((await c.call('member/password/validate', { password: 'Abcdefg1' })).data.valid).toBe(
      true,
    );
  });
});
