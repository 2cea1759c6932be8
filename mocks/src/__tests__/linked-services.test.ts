import request from 'supertest';
import { mockClient } from '../testing/mock-client';

const card = { card_member_no: 'KP20260001', pin_cd: '4826' };
const siteUrl = 'https://shop.kakehashi.example';

describe('the external points programme (docs/rules/linked-services.md#points-card)', () => {
  it('checks a card, links it with member information update, shows its history and unlinks it with the password', async () => {
    const c = await mockClient();
    await c.signIn();
    const wrongPin = await c.call('externalPoint/canMerge', { ...card, pin_cd: '0000' });
    expect(wrongPin.status).toBe('E080-001');
    const taken = await c.call('externalPoint/canMerge', {
      card_member_no: 'KP20260002',
      pin_cd: '1357',
    });
    expect(taken.data).toMatchObject({ can_merge: false });
    const check = await c.call('externalPoint/canMerge', card);
    expect(check.data).toEqual({
      can_merge: true,
      base_grant_point: 1200,
      special_grant_point: 300,
      effective_point: 1500,
    });
    expect((await c.call('externalPoint/history/get', { start_no: 1, end_no: 10 })).status).toBe(
      'E080-003',
    );

    const linked = await c.call('member/information/update', { user: {}, externalPoint: card });
    expect(linked.data.user.external_point).toEqual({
      email_dm_unnecessary_flg: '1',
      card_member_no: 'KP20260001',
    });
    const history = await c.call('externalPoint/history/get', { start_no: 1, end_no: 2 });
    expect(history.data.hit).toBe(5);
    expect(history.data.histories.map((h: { occurred_at: string }) => h.occurred_at)).toEqual([
      '2026-10-20T08:00:00.000Z',
      '2026-09-12T03:15:00.000Z',
    ]);
    const oldest = await c.call('externalPoint/history/get', {
      start_no: 1,
      end_no: 1,
      sort: 'asc',
    });
    expect(oldest.data.histories[0]?.reason).toBe('Trade fair purchase');

    const mails = await c.call('member/information/update', {
      user: {},
      externalPoint: { email_dm_unnecessary_flg: '0' },
    });
    expect(mails.data.user.external_point).toEqual({
      email_dm_unnecessary_flg: '0',
      card_member_no: 'KP20260001',
    });
    expect((await c.call('externalPoint/unlink', { password: 'wrong' })).status).toBe('E001-005');
    expect((await c.call('externalPoint/unlink', { password: 'Kakehashi-2026' })).status).toBe(
      'E000-000',
    );
    const after = await c.call('member/information/get');
    expect(after.data.user.external_point).toEqual({ email_dm_unnecessary_flg: '0' });
  });

  it('refuses to link a card with the wrong PIN and answers item points', async () => {
    const c = await mockClient();
    await c.signIn();
    const refused = await c.call('member/information/update', {
      user: {},
      externalPoint: { ...card, pin_cd: '1111' },
    });
    expect(refused.status).toBe('E080-001');
    const item = await c.call('items/externalPoint/get', {
      itemCode: c.state.seed.products[0]!.code,
      price: 12_345,
      eventCode: 'AUTUMN',
    });
    expect(item.data).toEqual({
      base_grant_point: 123,
      special_grant_point: 123,
      effective_point: 246,
    });
  });

  it('saves nothing of an update whose card link (or a followed supplier) is refused', async () => {
    const c = await mockClient();
    await c.signIn();
    const before = (await c.call('member/information/get')).data.user;
    for (const externalPoint of [
      { ...card, pin_cd: '1111', email_dm_unnecessary_flg: '0' },
      { card_member_no: 'KP20260002', pin_cd: '1357' },
    ]) {
      const refused = await c.call('member/information/update', {
        user: { name: 'Renamed Buyer', company_division: 'Sales', buyer_country: 'JP' },
        externalPoint,
      });
      expect(refused.status).toMatch(/^E080-00[12]$/);
    }
    const unknownFollow = await c.call('member/information/update', {
      user: { name: 'Renamed Buyer', custom: { favorite_companies: ['no-such-supplier'] } },
    });
    expect(unknownFollow.status).toBe('E000-010');
    expect((await c.call('member/information/get')).data.user).toEqual(before);
  });
});

describe('external organisations (docs/rules/linked-services.md#organisations)', () => {
  it('lists, adds, hands out a token for and removes an organisation', async () => {
    const c = await mockClient();
    expect((await c.call('externalOrganizations/list')).status).toBe('E028-901');
    await c.signIn();
    const first = await c.call('externalOrganizations/list');
    expect(
      first.data.organizations.map((o: { organization_code: string }) => o.organization_code),
    ).toEqual(['pfia']);
    expect(
      first.data.joinable.map((o: { organization_code: string }) => o.organization_code),
    ).toEqual(['eu-jp-trade', 'nordic-design']);
    const put = { organization_code: 'eu-jp-trade', member_no: 'EJ-77' };
    expect((await c.call('externalOrganizations/put', put)).status).toBe('E000-000');
    expect((await c.call('externalOrganizations/put', put)).status).toBe('E081-001');
    const token = await c.call('externalOrganizations/tokenGet', {
      organization_code: 'eu-jp-trade',
      state: 'abc',
    });
    expect(token.data).toMatchObject({ token: expect.stringMatching(/^org_/), state: 'abc' });
    expect(
      (await c.call('externalOrganizations/delete', { organization_code: 'eu-jp-trade' })).status,
    ).toBe('E000-000');
    expect(
      (await c.call('externalOrganizations/tokenGet', { organization_code: 'eu-jp-trade' })).status,
    ).toBe('E000-010');
  });
});

describe('mail (docs/rules/linked-services.md)', () => {
  it('sends a promotion mail whose absolute link unsubscribes, and none afterwards', async () => {
    const c = await mockClient({ siteUrl });
    const send = () =>
      request(c.app).post('/__mock/mail/promotion').send({ to: 'buyer@example.com' });
    expect((await send()).body).toEqual({ ok: true, sent: true });
    const mail = (await c.outbox('buyer@example.com')).at(-1)!;
    const link = /Unsubscribe: (\S+)/.exec(mail.text)![1]!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${siteUrl}/mail/unsubscribe`);
    expect(url.searchParams.get('token')).toBe(mail.token);
    expect((await c.call('promotionMails/unsubscribe', { token: 'pm_unknown1' })).status).toBe(
      'E001-004',
    );
    const token = mail.token!;
    expect((await c.call('promotionMails/unsubscribe', { token })).status).toBe('E000-000');
    expect((await c.call('promotionMails/unsubscribe', { token })).status).toBe('E000-000');
    expect((await send()).body).toEqual({ ok: true, sent: false });
  });

  it('verifies a second address with the mailed code', async () => {
    const c = await mockClient();
    await c.signIn();
    const email = 'purchasing@pacific-fine-foods.example.com';
    expect((await c.call('notifications/email/send', { email: 'buyer@example.com' })).status).toBe(
      'E001-003',
    );
    expect((await c.call('notifications/email/send', { email })).status).toBe('E000-000');
    const code = (await c.outbox(email)).at(-1)!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await c.call('notifications/email/verify', { email, code: wrong })).status).toBe(
      'E082-001',
    );
    const ok = await c.call('notifications/email/verify', { email, code });
    expect(ok.data.user.email_secondary).toBe(email);
    expect((await c.call('notifications/email/verify', { email, code })).status).toBe('E082-002');
  });

  it('drops the check after five wrong codes, so even the right one then asks for a new code', async () => {
    const c = await mockClient();
    await c.signIn();
    const email = 'purchasing@pacific-fine-foods.example.com';
    await c.call('notifications/email/send', { email });
    const code = (await c.outbox(email)).at(-1)!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await c.call('notifications/email/verify', { email, code: wrong })).status).toBe(
        'E082-001',
      );
    expect((await c.call('notifications/email/verify', { email, code })).status).toBe('E082-002');
  });
});
