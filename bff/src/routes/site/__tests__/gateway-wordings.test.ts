import {
  builtinMessageTables,
  shopUnreachableCode,
  StatusCode,
  UpstreamStatus,
} from '@kakehashi/contracts';
import { mockForFile, startBff, type Bff, type Browser } from '../../../__tests__/support/stack';

// docs/rules/errors-and-messages.md#message-formatting: a failure still on screen after a language
// switch is worded again by the web from its code, with the tables `site/get` serves; the gateway's
// own codes are among them, as the gateway words them.
const mock = mockForFile();
let bff: Bff | undefined;
beforeEach(() => mock.reset());
afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

type Tables = { ja: Record<string, string>; en: Record<string, string> };
const tablesOf = async (browser: Browser): Promise<Tables> =>
  ((await browser.post('/api/site/get')).body as { data: { error_messages: Tables } }).data
    .error_messages;

/** The web's read-back (message-in-page-language.ts): the message matches its code's template. */
const wordedBy = (template: string, message: string) =>
  new RegExp(
    `^${template
      .split('{}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.*?)')} \\[E000-429\\]$`,
    's',
  ).exec(message);

describe("site/get carries the gateway's own wordings", () => {
  it("in both languages, as the gateway words its codes, the site's own kept", async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const english = bff.browser();
    const japanese = bff.browser();
    await japanese.put('/api/language', { language: 'jp' });
    for (const tables of [await tablesOf(english), await tablesOf(japanese)]) {
      for (const code of [StatusCode.tooManyRequests, shopUnreachableCode, StatusCode.invalidInput])
        for (const language of ['en', 'ja'] as const)
          expect(tables[language][code]).toBe(builtinMessageTables[language][code]);
      // The site's own codes are there as the site words them.
      expect(tables.en[UpstreamStatus.notFound]).toMatch(/^We could not find what you were/);
      expect(tables.ja[UpstreamStatus.notFound]).toMatch(/^お探しの情報が見つかりませんでした/);
    }
  });

  it('holds the templates of the E000-429 a buyer is answered, its wait read back', async () => {
    // A stranger's third wrong sign-in in a row is refused for 10 minutes.
    bff = await startBff({
      upstreamUrl: mock.url,
      env: {
        SIGNIN_UPSTREAM_LOCK_THRESHOLD: '4',
        SIGNIN_STRANGER_WINDOW_S: '60',
        SIGNIN_LIMIT_PER_ADDRESS: '100',
        SIGNIN_BACKOFF_BASE_S: '600',
      },
    });
    const refusal = async (language: 'en' | 'jp') => {
      const browser = bff!.browser();
      await browser.put('/api/language', { language });
      // Each buyer their own account: the strangers' budget is an account's.
      const wrong = { email: `buyer-${language}@example.com`, password: 'Wrong-pass1' };
      for (let i = 0; i < 2; i += 1) await browser.post('/api/auth/signin', wrong);
      const res = await browser.post('/api/auth/signin', wrong);
      expect(res.body.status).toBe(StatusCode.tooManyRequests);
      return {
        message: (res.body as { message: string }).message,
        tables: await tablesOf(browser),
      };
    };
    const japanese = await refusal('jp');
    const english = await refusal('en');
    // The Japanese answer is its code's Japanese template with the wait a count of minutes...
    const wait = wordedBy(japanese.tables.ja[StatusCode.tooManyRequests]!, japanese.message)?.[1];
    expect(wait).toBe('10');
    // ...which fills the English template into what an English buyer is answered.
    expect(
      `${english.tables.en[StatusCode.tooManyRequests]!.replace('{}', wait!)} [E000-429]`,
    ).toBe(english.message);
    expect(english.message).toBe('Too many attempts. Try again in 10 minutes. [E000-429]');
  });
});
