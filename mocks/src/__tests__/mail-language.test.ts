import { upstreamHeaders, type UpstreamName } from '@kakehashi/contracts';
import request from 'supertest';
import { mockClient } from '../testing/mock-client';

// docs/upstream.md#mails: a mail goes out in one language, the one the call that causes it asks
// for (the gateway's Accept-Language); the promotion letter, which no call asks for, in the
// member's last language.
type Client = Awaited<ReturnType<typeof mockClient>>;
type Language = 'ja' | 'en';

const kana = /[\u3040-\u30ff]/;
/** An English word of the mails' own wording (the buyer's text and names aside). */
const english =
  /\b(Dear|Thank|Log in|Sign in|Reset|Continue|Verification|Confirmation|Valid|Request|Subject|Supplier|Product|Format|Online|Kakehashi|email)\b/;

/** A call in `language`, with the client id and, once signed in, the member's tokens. */
const callIn = async (c: Client, language: Language, name: UpstreamName, body: object) => {
  const tokens = c.tokens;
  const res = await c.raw(name, body, {
    [upstreamHeaders.clientId]: c.clientId,
    ...(tokens
      ? {
          [upstreamHeaders.accessToken]: tokens.access_token,
          [upstreamHeaders.userId]: tokens.user.id,
          [upstreamHeaders.refreshToken]: tokens.refresh_token,
        }
      : {}),
    'accept-language': language === 'ja' ? 'ja' : 'en',
  });
  expect(res.body.status).toBe('E000-000');
};

const expectOneLanguage = (mail: { subject: string; text: string }, language: Language) => {
  const words = `${mail.subject}\n${mail.text}`;
  if (language === 'ja') {
    expect(words).toMatch(kana);
    expect(words).not.toMatch(english);
  } else {
    expect(words).toMatch(english);
    expect(words).not.toMatch(kana);
  }
};

describe.each<Language>(['ja', 'en'])('mails of a call in %s', (language) => {
  it('the reset and pre-registration mails', async () => {
    const c = await mockClient();
    await callIn(c, language, 'member/password/resetMail', { email: 'buyer@example.com' });
    await callIn(c, language, 'users/preRegister', { email: 'new.buyer@example.com' });
    const mails = [
      ...(await c.outbox('buyer@example.com')),
      ...(await c.outbox('new.buyer@example.com')),
    ];
    expect(mails).toHaveLength(2);
    for (const mail of mails) expectOneLanguage(mail, language);
  });

  it('a request’s copy to the buyer and to the supplier desk', async () => {
    const c = await mockClient();
    await c.signIn();
    await callIn(c, language, 'inquiries/put', {
      type: 'bizmtg_product',
      title: 'Samples',
      name: 'Alex',
      email: 'buyer@example.com',
      text: '—',
      item_id: 'P100001',
      meeting_style: 'online',
    });
    const [copy] = await c.outbox('buyer@example.com');
    const [desk] = await c.outbox('suppliers@kakehashi.example');
    for (const mail of [copy!, desk!]) expectOneLanguage(mail, language);
    expect(copy!.text).toContain(
      language === 'ja' ? '種別: 商品についての商談依頼' : 'Request: Business-meeting request',
    );
  });

  it('the promotion letter, in the language the member last used', async () => {
    const c = await mockClient();
    await c.signIn();
    await callIn(c, language, 'member/information/get', {});
    await request(c.app).post('/__mock/mail/promotion').send({ to: 'buyer@example.com' });
    const [mail] = await c.outbox('buyer@example.com');
    expectOneLanguage(mail!, language);
  });
});

it('a member whose language the mock never learnt gets the promotion letter in English', async () => {
  const c = await mockClient();
  await request(c.app).post('/__mock/mail/promotion').send({ to: 'buyer@example.com' });
  const [mail] = await c.outbox('buyer@example.com');
  expectOneLanguage(mail!, 'en');
});
