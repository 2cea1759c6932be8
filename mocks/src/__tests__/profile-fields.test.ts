import { mockClient } from '../testing/mock-client';

/** docs/rules/accounts.md#profile: the account fields sign-up does not ask for. */
describe('member update: readings, department, position and where mails go', () => {
  const second = 'purchasing@pacific-fine-foods.example.com';

  it('stores the readings, department and position and answers them on get', async () => {
    const c = await mockClient();
    await c.signIn();
    const user = {
      name_read: 'アレックスモーガン',
      company_read: 'パシフィックファインフーズ',
      company_division: 'Imports',
      company_position: 'Head buyer',
    };
    expect((await c.call('member/information/update', { user })).status).toBe('E000-000');
    expect((await c.call('member/information/get')).data.user).toMatchObject(user);
  });

  it('sends mails to the second address only while there is one', async () => {
    const c = await mockClient();
    await c.signIn();
    const both = { user: { receiving_email_selection: 'both' } };
    const refused = await c.call('member/information/update', both);
    expect(refused.status).not.toBe('E000-000');
    expect(refused.data.errors[0].name).toBe('user.receiving_email_selection');

    await c.call('notifications/email/send', { email: second });
    const code = (await c.outbox(second)).at(-1)!.code!;
    await c.call('notifications/email/verify', { email: second, code });
    const saved = await c.call('member/information/update', both);
    expect(saved.data.user.receiving_email_selection).toBe('both');

    const removed = await c.call('member/information/update', { user: { email_secondary: '' } });
    expect(removed.data.user).toMatchObject({
      email_secondary: null,
      receiving_email_selection: 'primary',
    });
  });
});
