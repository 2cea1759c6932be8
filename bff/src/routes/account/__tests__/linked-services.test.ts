import { signIn, demoBuyer, mockAndBffForFile } from '../../../__tests__/support/stack';

/** docs/rules/linked-services.md: each call through the BFF against the mock upstream. */
const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

const card = { card_member_no: 'KP20260001', pin_cd: '4826' };

describe('points card', () => {
  it('refuses a signed-out caller without an upstream call', async () => {
    const before = stack.mock.calls.length;
    const res = await stack.bff.browser().post('/api/externalPoint/canMerge', card);
    expect(res.body.status).toBe('E028-901');
    expect(stack.mock.calls.length).toBe(before);
  });

  it('checks, links through member update, reads the history and unlinks with the password', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const bad = await browser.post('/api/externalPoint/canMerge', { ...card, pin_cd: '12ab' });
    expect(bad.body.status).toBe('E000-400');
    const check = await browser.post('/api/externalPoint/canMerge', card);
    expect(check.body).toMatchObject({ status: 'E000-000', data: { can_merge: true } });
    const linked = await browser.post('/api/account/member/update', {
      user: { external_point: card },
    });
    expect(linked.body.data.user.external_point.card_member_no).toBe('KP20260001');
    expect(JSON.stringify(linked.body)).not.toContain('4826');
    const history = await browser.post('/api/externalPoint/history/get', {
      start_no: 1,
      end_no: 20,
      sort: 'desc',
    });
    expect(history.body.data).toMatchObject({ hit: 5, balance: { effective_point: 1500 } });
    const wrong = await browser.post('/api/externalPoint/unlink', { password: 'nope-nope' });
    expect(wrong.body.status).toBe('E001-005');
    expect(wrong.body.message).toMatch(/^The current password is incorrect/);
    const unlinked = await browser.post('/api/externalPoint/unlink', {
      password: demoBuyer.password,
    });
    expect(unlinked.body.status).toBe('E000-000');
    const gone = await browser.post('/api/externalPoint/history/get', { start_no: 1, end_no: 20 });
    expect(gone.body.status).toBe('E080-003');
  });

  it('keeps a second address out of a plain profile update', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/account/member/update', {
      user: { email_secondary: 'unproven@example.com' },
    });
    expect(res.body.status).toBe('E000-400');
  });
});

describe('organisations', () => {
  it('lists, adds, issues a token for and removes one', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const list = await browser.post('/api/externalOrganizations/list');
    expect(list.body.data.organizations).toHaveLength(1);
    const put = await browser.post('/api/externalOrganizations/put', {
      organization_code: 'nordic-design',
      member_no: 'NDB-1001',
    });
    expect(put.body.status).toBe('E000-000');
    const token = await browser.post('/api/externalOrganizations/tokenGet', {
      organization_code: 'nordic-design',
    });
    expect(token.body.data.token).toMatch(/^org_/);
    const removed = await browser.post('/api/externalOrganizations/delete', {
      organization_code: 'nordic-design',
    });
    expect(removed.body.status).toBe('E000-000');
    const after = await browser.post('/api/externalOrganizations/list');
    expect(after.body.data.organizations).toHaveLength(1);
  });
});

describe('mail', () => {
  it('unsubscribes a signed-out visitor with the token of a promotion mail', async () => {
    await fetch(`${stack.mock.url}/__mock/mail/promotion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: demoBuyer.email }),
    });
    const { token } = (await stack.mock.outbox(demoBuyer.email)).at(-1)!;
    const browser = stack.bff.browser();
    const tampered = await browser.post('/api/promotionMails/unsubscribe', {
      token: 'https://evil.example/',
    });
    expect(tampered.body.status).toBe('E000-400');
    const res = await browser.post('/api/promotionMails/unsubscribe', { token });
    expect(res.body.status).toBe('E000-000');
  });

  it('verifies a notification address with the mailed code', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const email = 'team@pacific-fine-foods.example.com';
    expect((await browser.post('/api/notifications/email/send', { email })).body.status).toBe(
      'E000-000',
    );
    const { code } = (await stack.mock.outbox(email)).at(-1)!;
    const wrong = await browser.post('/api/notifications/email/verify', {
      email,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.body.status).toBe('E082-001');
    const ok = await browser.post('/api/notifications/email/verify', { email, code });
    expect(ok.body.data.user.email_secondary).toBe(email);
    const removed = await browser.post('/api/account/member/update', {
      user: { email_secondary: '' },
    });
    expect(removed.body.data.user.email_secondary).toBeNull();
  });
});
