import { signIn, mockAndBffForFile } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();

describe('language', () => {
  it('stores the language in the session and a readable cookie', async () => {
    const browser = stack.bff.browser();
    const res = await browser.put('/api/language', { language: 'jp' });
    expect(res.body).toEqual({ status: 'E000-000', data: { language: 'jp' } });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('kk_lang='),
    );
    expect(cookie).toMatch(/^kk_lang=jp;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect((await browser.get('/api/session')).body.data.language).toBe('jp');
  });

  it('keeps the language across sign-in', async () => {
    const browser = stack.bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    await signIn(browser);
    expect((await browser.get('/api/session')).body.data.language).toBe('jp');
  });

  it('reads the language cookie when there is no session yet', async () => {
    const browser = stack.bff.browser();
    browser.agent.jar.setCookie('kk_lang=jp', '127.0.0.1', '/');
    expect((await browser.get('/api/session')).body.data.language).toBe('jp');
    const missing = await browser.post('/api/nothing');
    expect(missing.body.message).toBe(
      'お探しのページまたはデータが見つかりませんでした。 [E000-404]',
    );
  });

  it('refuses a language outside en and jp', async () => {
    const res = await stack.bff.browser().put('/api/language', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].name).toBe('language');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax with an opaque id', async () => {
    const res = await signIn(stack.bff.browser());
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('kk_sid='),
    )!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // 256 random bits; `m.` marks a signed-in session's id (session-repository.ts).
    expect(cookie).toMatch(/^kk_sid=m\.[A-Za-z0-9_-]{43};/);
  });
});
