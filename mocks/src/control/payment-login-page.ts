import express, { type Router } from 'express';
import { paymentLoginSignIn, sandboxBuyer } from '../routes/payment-login';
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

const returnUrlOf = (value: unknown) => {
  try {
    const url = new URL(String(value ?? ''));
    return /^https?:$/.test(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * The mock payment-login provider's sign-in page (docs/upstream.md#payment-login), in the buyer's
 * language: shows the sandbox buyer and, on "Continue", returns to the shop's review address
 * with a checkout session.
 */
export const paymentLoginPage = (state: MockState): Router => {
  const router = express.Router();
  router.get('/signin', (req, res) => {
    const returnUrl = returnUrlOf(req.query.return_url);
    if (!returnUrl) return void res.status(400).type('text/plain').send('bad return_url');
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
<input type="hidden" name="return_url" value="${e(returnUrl)}">
<button class="primary">${e(t.go)}</button></form>`,
      ),
    );
  });
  router.post('/signin', express.urlencoded({ extended: false }), (req, res) => {
    const returnUrl = returnUrlOf((req.body as { return_url?: string }).return_url);
    if (!returnUrl) return void res.status(400).type('text/plain').send('bad return_url');
    res.redirect(303, paymentLoginSignIn(state, returnUrl));
  });
  return router;
};
