import request from 'supertest';
import { createMockApp } from '../app';
import { signedPayloads } from '../routes/payment-login';

/**
 * The mock's provider pages (payment-login sign-in, docs/upstream.md#payment-login) follow the
 * buyer's language: a `lang` query first, then Accept-Language, else English.
 */
const { app, state } = createMockApp({ productCount: 50 });
// A payload the provider signed (paymentLogin/payload); its sign-in page names it by id.
signedPayloads(state).set('pl_shop', 'http://shop.test/checkout/payment-login');
signedPayloads(state).set('pl_script', 'javascript:alert(1)');
const signIn = (query: string, acceptLanguage?: string) => {
  const call = request(app).get(`/__mock/paylogin/signin?payload=pl_shop${query}`);
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
    // The sandbox buyer's address is shown, escaped; the form names the payload, not an address.
    expect(page.text).toContain('〒150-0001');
    expect(page.text).toContain('name="payload" value="pl_shop"');
  });

  it('refuses a return address that is not http(s), an unknown payload, and a bare return_url', async () => {
    for (const query of [
      'payload=pl_script',
      'payload=pl_unknown',
      `return_url=${encodeURIComponent('https://evil.example/')}`,
    ]) {
      expect((await request(app).get(`/__mock/paylogin/signin?${query}`)).status).toBe(400);
      const posted = await request(app)
        .post('/__mock/paylogin/signin')
        .type('form')
        .send(Object.fromEntries(new URLSearchParams(query)));
      expect(posted.status).toBe(400);
    }
  });
});
