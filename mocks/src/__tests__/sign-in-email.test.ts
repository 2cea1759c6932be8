import { mockClient } from '../testing/mock-client';

// docs/rules/accounts.md#sign-in-email: the upstream's pair for changing the sign-in address.
const newEmail = 'alex.buyer@new-domain.example.com';
const password = 'Kakehashi-2026';

describe('changing the sign-in address (docs/rules/accounts.md#sign-in-email)', () => {
  it('needs the current password and a free address other than the own one', async () => {
    const c = await mockClient();
    await c.signIn();
    const wrong = await c.call('member/email/change/send', { password: 'nope', email: newEmail });
    expect(wrong.status).toBe('E001-005');
    const own = await c.call('member/email/change/send', { password, email: 'buyer@example.com' });
    expect(own.status).toBe('E001-003');
    expect(await c.outbox(newEmail)).toEqual([]);
  });

  it('changes the address with the mailed code only, once, and tells the old address', async () => {
    const c = await mockClient();
    await c.signIn();
    expect((await c.call('member/email/change/send', { password, email: newEmail })).status).toBe(
      'E000-000',
    );
    const code = (await c.outbox(newEmail)).at(-1)!.code!;
    const ok = await c.call('member/email/change/verify', { code });
    expect(ok.data.user.email).toBe(newEmail);
    expect((await c.outbox('buyer@example.com')).at(-1)?.text).toContain(newEmail);
    expect((await c.call('member/email/change/verify', { code })).status).toBe('E082-002');
  });

  it('drops the change after five wrong codes, so even the right one then asks for a new code', async () => {
    const c = await mockClient();
    await c.signIn();
    await c.call('member/email/change/send', { password, email: newEmail });
    const code = (await c.outbox(newEmail)).at(-1)!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await c.call('member/email/change/verify', { code: wrong })).status).toBe('E082-001');
    expect((await c.call('member/email/change/verify', { code })).status).toBe('E082-002');
    expect((await c.call('member/information/get')).data.user.email).toBe('buyer@example.com');
  });
});
