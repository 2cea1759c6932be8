import { mockAndBffForFile, signIn } from './support/stack';

/**
 * docs/rules/accounts.md#profile: readings, department, position and where mails go, saved
 * through the BFF's account/member/update to the real mock upstream.
 */
const stack = mockAndBffForFile();

describe('profile fields through the BFF', () => {
  it('saves the readings, department and position and answers them on get', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const user = {
      name_read: 'アレックスモーガン',
      company_read: 'パシフィックファインフーズ',
      company_division: 'Imports',
      company_position: 'Head buyer',
    };
    const saved = await browser.post('/api/account/member/update', { user });
    expect(saved.body.status).toBe('E000-000');
    const got = await browser.post('/api/account/member/get', {});
    expect(got.body.data.user).toMatchObject(user);
  });

  it('refuses a one-line field with a line break, before the upstream', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/account/member/update', {
      user: { company_position: 'Buyer\r\nBcc: someone@example.com' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses mails to a second address the account does not have, in the buyer language', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/account/member/update', {
      user: { receiving_email_selection: 'both' },
    });
    expect(res.body.status).not.toBe('E000-000');
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
    const got = await browser.post('/api/account/member/get', {});
    expect(got.body.data.user.receiving_email_selection).toBe('primary');
  });
});
