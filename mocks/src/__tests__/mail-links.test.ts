import { upstreamHeaders } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

const siteUrl = 'https://shop.kakehashi.example';

/** Every http(s) link or site path in a mail text. */
const linksIn = (text: string) => text.match(/(https?:\/\/\S+|(?<=\s)\/[a-z_]\S*)/g) ?? [];

const mailsTo = (c: Awaited<ReturnType<typeof mockClient>>, to: string) => c.outbox(to);

describe('links in mails', () => {
  it('builds the reset, sign-up and request links on the configured site URL', async () => {
    const c = await mockClient({ siteUrl });
    await c.call('member/password/resetMail', { email: 'buyer@example.com' });
    await c.call('users/preRegister', { email: 'new.buyer@example.com' });
    await c.signIn();
    await c.call('inquiries/put', {
      type: 'bizmtg_product',
      title: 'Samples for our stores',
      name: 'Alex Buyer',
      email: 'buyer@example.com',
      text: 'Could we meet?',
      item_id: 'P100001',
      meeting_style: 'online',
      attendees: 'Alex Buyer, Sam Lee',
      time_zone: 'Europe/Rome',
      preferred_dates: ['2026-12-01T09:00:00.000Z'],
    });
    const mails = [
      ...(await mailsTo(c, 'buyer@example.com')),
      ...(await mailsTo(c, 'new.buyer@example.com')),
    ];
    const links = mails.flatMap((m) => linksIn(m.text));
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link.startsWith(`${siteUrl}/`)).toBe(true);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/account\/reset_password\?token=/),
        expect.stringMatching(/\/account\/buyer_signup\?signup_code=/),
        `${siteUrl}/show?code=P100001`,
        expect.stringMatching(/\/seller\?id=\d+$/),
      ]),
    );
  });

  // docs/rules/lists-and-requests.md#mail-links: a Japanese mail's links open Japanese pages
  // (the site's /jp/ prefix), whatever the browser last showed the shop in.
  it('puts the links of a Japanese mail under /jp/, the path and query kept', async () => {
    const c = await mockClient({ siteUrl });
    await c.signIn();
    const inJapanese = async (
      name: 'member/password/resetMail' | 'users/preRegister' | 'inquiries/put',
      body: object,
    ) => {
      const res = await c.raw(name, body, {
        [upstreamHeaders.clientId]: c.clientId,
        [upstreamHeaders.accessToken]: c.tokens!.access_token,
        [upstreamHeaders.userId]: c.tokens!.user.id,
        [upstreamHeaders.refreshToken]: c.tokens!.refresh_token,
        'accept-language': 'ja',
      });
      expect(res.body.status).toBe('E000-000');
    };
    await inJapanese('member/password/resetMail', { email: 'buyer@example.com' });
    await inJapanese('users/preRegister', { email: 'new.buyer@example.com' });
    await inJapanese('inquiries/put', {
      type: 'ask_product',
      title: '出荷について',
      name: '山田 太郎',
      email: 'buyer@example.com',
      text: 'イタリアへ出荷できますか。',
      item_id: 'P100001',
    });
    const links = [
      ...(await mailsTo(c, 'buyer@example.com')),
      ...(await mailsTo(c, 'new.buyer@example.com')),
    ].flatMap((m) => linksIn(m.text));
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link.startsWith(`${siteUrl}/jp/`)).toBe(true);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/jp\/account\/reset_password\?token=pw/),
        expect.stringMatching(/\/jp\/account\/buyer_signup\?signup_code=su/),
        `${siteUrl}/jp/show?code=P100001`,
        expect.stringMatching(/\/jp\/seller\?id=\d+$/),
      ]),
    );
  });

  it('gives the sign-in link of the email reminder as an absolute address on the site URL', async () => {
    const c = await mockClient({ siteUrl });
    await c.call('member/email/reminder', {
      company: 'Pacific Fine Foods Inc.',
      tel_primary: '+1 415-555-0134',
    });
    const [reminder] = await mailsTo(c, 'buyer@example.com');
    expect(reminder?.text).toContain('buyer@example.com');
    expect(linksIn(reminder?.text ?? '')).toEqual([`${siteUrl}/account/login`]);
  });

  it('puts every field of a meeting request in the copy, times in Japan and the buyer zone', async () => {
    const c = await mockClient({ siteUrl });
    await c.signIn();
    await c.call('inquiries/put', {
      type: 'bizmtg_company',
      title: 'Meeting at FOODEX',
      name: 'Alex Buyer',
      email: 'buyer@example.com',
      text: 'We import tea to Italy.',
      supplier_id: '5001',
      meeting_style: 'in_person',
      attendees: 'Alex Buyer',
      time_zone: 'Europe/Rome',
      preferred_dates: ['2026-12-01T09:00:00.000Z'],
    });
    const copy = (await mailsTo(c, 'buyer@example.com')).at(-1);
    expect(copy?.text).toContain('Meeting at FOODEX');
    expect(copy?.text).toContain('In person');
    expect(copy?.text).toContain('Attendees: Alex Buyer');
    // 09:00 UTC is 18:00 in Tokyo and 10:00 in Rome (CET).
    expect(copy?.text).toContain('2026/12/01 18:00 JST');
    expect(copy?.text).toMatch(/1 Dec 2026,? 10:00 Europe\/Rome/);
  });
});
