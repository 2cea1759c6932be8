import express, { type Router } from 'express';
import { paymentLoginSignIn, sandboxBuyer } from '../routes/payment-login';
import type { MockState } from '../state/store';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mock payment-login provider's sign-in page (docs/upstream.md#payment-login): shows the
 * sandbox buyer and, on "Continue", returns to the shop's review address with a checkout session.
 */
export const paymentLoginPage = (state: MockState): Router => {
  const router = express.Router();
  const returnUrlOf = (value: unknown) => {
    try {
      const url = new URL(String(value ?? ''));
      return /^https?:$/.test(url.protocol) ? url.toString() : null;
    } catch {
      return null;
    }
  };
  router.get('/signin', (req, res) => {
    const returnUrl = returnUrlOf(req.query.return_url);
    if (!returnUrl) return void res.status(400).type('text/plain').send('bad return_url');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock payment login</title></head>
<body><main><h1>Mock payment login</h1>
<p>Signed in as ${escape(sandboxBuyer.name)} (${escape(sandboxBuyer.email)}).</p>
<form method="post" action="/__mock/paylogin/signin">
<input type="hidden" name="return_url" value="${escape(returnUrl)}">
<button>Continue</button></form></main></body></html>`);
  });
  router.post('/signin', express.urlencoded({ extended: false }), (req, res) => {
    const returnUrl = returnUrlOf((req.body as { return_url?: string }).return_url);
    if (!returnUrl) return void res.status(400).type('text/plain').send('bad return_url');
    res.redirect(303, paymentLoginSignIn(state, returnUrl));
  });
  return router;
};
