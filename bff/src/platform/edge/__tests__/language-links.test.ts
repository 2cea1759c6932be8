import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';

// docs/security.md#language-links: a link from another site may change the page's language,
// never the language stored in the buyer's session.
const stack = mockAndBffForFile();

const storedLanguage = async (id: string) => (await stack.bff.sessionRecord(id))?.language;

describe('a language prefix', () => {
  it('followed from another site sets the page cookie and leaves the session alone', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const id = browser.cookie('kk_sid')!;
    expect(await storedLanguage(id)).toBe('en');
    const res = await browser.agent
      .get('/jp/items?x=1')
      .set('Sec-Fetch-Site', 'cross-site')
      .redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/items?x=1');
    expect(String(res.headers['set-cookie'])).toMatch(/^kk_lang=jp;/);
    expect(await storedLanguage(id)).toBe('en');
  });

  it('followed on the site itself (or typed) also stores the choice in the session', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const id = browser.cookie('kk_sid')!;
    await browser.agent.get('/jp/').set('Sec-Fetch-Site', 'same-origin').redirects(0);
    expect(await storedLanguage(id)).toBe('jp');
    await browser.agent.get('/en/').set('Sec-Fetch-Site', 'none').redirects(0);
    expect(await storedLanguage(id)).toBe('en');
  });
});
