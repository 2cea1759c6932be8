import express, { type Router } from 'express';
import { paymentLoginSignIn, sandboxBuyer, signedPayloads } from '../routes/payment-login';
import type { MockState } from '../state/store';
import { escapeHtml as e, pageLanguageOf, providerPage, type PageLanguage } from './page-language';

const texts: Record<
  PageLanguage,
  Record<'title' | 'signedIn' | 'use' | 'address' | 'go', string>
> = {
  en: {
    title: 'Mock payment login',
    signedIn: 'You are signed in as',
    use: 'The shop will use this account’s address for the order and bill the payment to it.',
    address: 'Shipping address',
    go: 'Continue to the shop',
  },
  ja: {
    title: '外部決済ログイン（模擬）',
    signedIn: 'ログイン中のアカウント：',
    use: 'このアカウントの住所をご注文のお届け先に使い、お支払いもこのアカウントで行います。',
    address: 'お届け先',
    go: 'ショップに戻って手続きを続ける',
  },
};

/** The return address of a payload the provider signed (`payload`, its id), or null. */
const returnUrlOf = (state: MockState, payload: unknown) => {
  const signed = typeof payload === 'string' ? signedPayloads(state).get(payload) : undefined;
  try {
    const url = new URL(signed ?? '');
    return /^https?:$/.test(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * The mock payment-login provider's sign-in page (docs/upstream.md#payment-login), in the buyer's
 * language: shows the sandbox buyer and, on "Continue", returns to the review address of the
 * signed payload it names (never one from the browser) with a checkout session.
 */
export const paymentLoginPage = (state: MockState): Router => {
  const router = express.Router();
  router.get('/signin', (req, res) => {
    const payload = String(req.query.payload ?? '');
    const returnUrl = returnUrlOf(state, payload);
    if (!returnUrl) return void res.status(400).type('text/plain').send('unknown payload');
    const lang = pageLanguageOf(req);
    const t = texts[lang];
    const a = sandboxBuyer.shipping_address;
    const address = `〒${a.zip.slice(0, 3)}-${a.zip.slice(3)} ${a.state}${a.city}${a.street} ${a.building}`;
    res.type('html').send(
      providerPage(
        lang,
        t.title,
        `<h1>${e(t.title)}</h1>
<p>${e(t.signedIn)} <strong>${e(sandboxBuyer.name)}</strong> (${e(sandboxBuyer.email)})</p>
<dl><dt>${e(t.address)}</dt><dd>${e(address)}</dd></dl>
<p class="note">${e(t.use)}</p>
<form method="post" action="/__mock/paylogin/signin">
<input type="hidden" name="payload" value="${e(payload)}">
<button class="primary">${e(t.go)}</button></form>`,
      ),
    );
  });
  router.post('/signin', express.urlencoded({ extended: false }), (req, res) => {
    const returnUrl = returnUrlOf(state, (req.body as { payload?: string }).payload);
    if (!returnUrl) return void res.status(400).type('text/plain').send('unknown payload');
    res.redirect(303, paymentLoginSignIn(state, returnUrl));
  });
  return router;
};
