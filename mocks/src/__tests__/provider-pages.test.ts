import request from 'supertest';
import { createMockApp } from '../app';

/**
 * The mock's provider pages (payment-login sign-in, docs/upstream.md#payment-login) follow the
 * buyer's language: a `lang` query first, then Accept-Language, else English.
 */
const { app } = createMockApp({ productCount: 50 });
const signIn = (query: string, acceptLanguage?: string) => {
  const call = request(app).get(
    `/__mock/paylogin/signin?return_url=${encodeURIComponent('http://shop.test/checkout/payment-login')}${query}`,
  );
  return acceptLanguage ? call.set('Accept-Language', acceptLanguage) : call;
};

describe('mock provider pages in the buyer language', () => {
  it.each([
    ['&lang=ja', undefined, 'ja', 'ショップに戻って手続きを続ける'],
    ['&lang=jp', undefined, 'ja', 'ショップに戻って手続きを続ける'],
    ['&lang=en', 'ja', 'en', 'Continue to the shop'],
    ['', 'ja-JP,ja;q=0.9', 'ja', 'ショップに戻って手続きを続ける'],
    ['', 'fr,ja', 'ja', 'ショップに戻って手続きを続ける'],
    ['', undefined, 'en', 'Continue to the shop'],
  ])('sign-in page with "%s" and Accept-Language %s is in %s', async (query, accept, lang, go) => {
    const page = await signIn(query, accept);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<html lang="${lang}">`);
    expect(page.text).toContain(`>${go}</button>`);
    // The sandbox buyer's address is shown, escaped, with the return address kept for the form.
    expect(page.text).toContain('〒150-0001');
    expect(page.text).toContain('value="http://shop.test/checkout/payment-login"');
  });

  it('refuses a return address that is not http(s)', async () => {
    const page = await request(app).get('/__mock/paylogin/signin?return_url=javascript:alert(1)');
    expect(page.status).toBe(400);
  });
});
