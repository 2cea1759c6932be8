import { mockAndBffForFile } from '../../../__tests__/support/stack';

// docs/security.md#request-bodies: a path that is not valid percent-encoding is the client's
// doing: a 400 Result in the user's language, never a 500.
const stack = mockAndBffForFile();

describe('a malformed percent-encoding in an /api path', () => {
  it.each(['/api/%E0%A4%A', '/api/items/%', '/api/%ZZ/list'])(
    '%s answers a 400 Result',
    async (path) => {
      const browser = stack.bff.browser();
      for (const res of [await browser.post(path), await browser.get(path)]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'E000-400', data: null });
        expect(res.body.message).toMatch(/\[E000-400\]$/);
      }
    },
  );

  it('answers in Japanese for a Japanese visitor', async () => {
    const browser = stack.bff.browser();
    browser.agent.jar.setCookie('kk_lang=jp', '127.0.0.1', '/');
    const res = await browser.post('/api/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/入力/);
  });
});
