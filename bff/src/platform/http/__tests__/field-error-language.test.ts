import { mockAndBffForFile } from '../../../__tests__/support/stack';

// docs/rules/errors-and-messages.md#field-errors: a body the contract refuses gets its field
// errors in the session's language, whatever kind of issue it is, and never a raw pattern.
const stack = mockAndBffForFile();

const refusedIn = async (language: 'en' | 'jp', path: string, body: object) => {
  const browser = stack.bff.browser();
  await browser.put('/api/language', { language });
  const res = await browser.post(path, body);
  expect(res.status).toBe(400);
  return (res.body as { errors: { name: string; value: string }[] }).errors;
};

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('field errors of a refused body', () => {
  const bodies: [string, object][] = [
    ['/api/auth/signin', { email: 'not-an-email', password: 1 }],
    ['/api/items/list', { limit: 'many', sellingStatus: 'someday', extra: true }],
    ['/api/cart/add', { cart_code: 5, items: [{ order_quantity: -1 }] }],
  ];

  it.each(bodies)('read Japanese on a Japanese page (%s)', async (path, body) => {
    const errors = await refusedIn('jp', path, body);
    expect(errors.length).toBeGreaterThan(0);
    for (const { value } of errors) {
      expect(value).toMatch(japanese);
      expect(value).not.toMatch(/[A-Za-z]{3,}|\/\^|\$\//);
    }
  });

  it.each(bodies)('read plain English on an English page (%s)', async (path, body) => {
    const errors = await refusedIn('en', path, body);
    for (const { value } of errors) {
      expect(value).not.toMatch(japanese);
      expect(value).not.toMatch(/\/\^|\$\/|expected|Invalid input/);
    }
  });
});
