import express, { type Router } from 'express';
import type { ThreeDSecure } from '../checkout/types';
import type { MockState } from '../state/store';
import { escapeHtml as e, pageLanguageOf, providerPage, type PageLanguage } from './page-language';

const results = ['success', 'error', 'cancel'] as const;
type Result = (typeof results)[number];

const texts: Record<
  PageLanguage,
  { title: string; heading: string; confirm: (order: string) => string } & Record<Result, string>
> = {
  en: {
    title: 'Mock card issuer – 3-D Secure',
    heading: 'Mock card issuer',
    confirm: (order) => `Order ${order}: confirm this card payment.`,
    success: 'Authenticate',
    error: 'Fail authentication',
    cancel: 'Cancel',
  },
  ja: {
    title: 'カード発行会社（模擬）– 3Dセキュア本人認証',
    heading: 'カード発行会社（模擬）',
    confirm: (order) => `ご注文 ${order} のカード決済を本人認証してください。`,
    success: '認証する',
    error: '認証に失敗させる',
    cancel: 'キャンセル',
  },
};

const page = (lang: PageLanguage, transaction: string, orderNumber: string): string => {
  const t = texts[lang];
  const button = (r: Result) =>
    `<button name="result" value="${r}"${r === 'success' ? ' class="primary"' : ''}>${e(t[r])}</button>`;
  return providerPage(
    lang,
    t.title,
    `<h1>${e(t.heading)}</h1><p>${e(t.confirm(orderNumber))}</p>
<form method="post" action="/__mock/3ds/authorize">
<input type="hidden" name="transaction" value="${e(transaction)}">
${results.map(button).join('\n')}
</form>`,
  );
};

/**
 * Where the browser returns (docs/rules/cart-and-checkout.md#3-d-secure-return: success needs
 * context and order number). The shop's return address keeps its own query (its one-time
 * reference).
 */
const returnTarget = (url: string, r: Result, context: string, orderNumber: string): string => {
  const target = new URL(url);
  target.searchParams.set('status', r);
  target.searchParams.set('context', context);
  if (r === 'success') target.searchParams.set('order_number', orderNumber);
  if (r === 'error') target.searchParams.set('error_code', 'E070-001');
  return target.toString();
};

const transactionOf = (state: MockState, transaction: unknown): ThreeDSecure | undefined => {
  if (typeof transaction !== 'string' || !transaction) return undefined;
  for (const tds of state.threeDSecure.values()) if (tds.transaction === transaction) return tds;
  return undefined;
};

/**
 * The shop's authorization post (`{status: 'OK' | 'NG'}` to the commit's sbps_authorize_url), as
 * a card processor answers it: OK only when the cardholder passed the issuer's step for that
 * transaction; a step skipped, failed or cancelled is NG whatever the shop (or a browser) claims
 * (docs/security.md#3-d-secure-cannot-be-skipped). NG voids the pending payment.
 */
const authorization = (state: MockState, tds: ThreeDSecure | undefined, status: 'OK' | 'NG') => {
  if (!tds) return { status: 'NG', error_code: 'E070-001' };
  if (status === 'NG') {
    state.threeDSecure.delete(tds.context);
    return { status: 'NG' };
  }
  return tds.result === 'success'
    ? { status: 'OK', order_number: tds.order_number }
    : { status: 'NG', error_code: tds.result === 'cancel' ? 'E070-002' : 'E070-001' };
};

/**
 * The mock's own card issuer and processor. GET shows the issuer page (three buttons in the
 * buyer's language: `lang`, which the BFF passes on, or Accept-Language) for a transaction whose
 * step is still open; the form POST (`transaction`, `result`) is the cardholder's answer, taken
 * once, and returns the browser to the commit's return_url. A JSON `status: OK|NG` POST is the
 * shop's authorization post and never records an authentication.
 */
export const threeDSecureRoutes = (state: MockState): Router => {
  const router = express.Router();
  router.get('/authorize', (req, res) => {
    const tds = transactionOf(state, req.query.transaction);
    if (!tds || tds.result !== 'pending')
      return void res.status(404).type('text/plain').send('unknown 3-D Secure transaction');
    res.type('html').send(page(pageLanguageOf(req), tds.transaction, tds.order_number));
  });
  router.post('/authorize', (req, res) => {
    const body = (req.body ?? {}) as { transaction?: string; result?: string; status?: string };
    const tds = transactionOf(state, body.transaction ?? req.query.transaction);
    if (body.status === 'OK' || body.status === 'NG') {
      const answer = authorization(state, tds, body.status);
      return void res.status(answer.status === 'OK' ? 200 : 402).json(answer);
    }
    const result = results.find((r) => r === body.result);
    // The cardholder answers once: a second answer cannot turn a failure into a success.
    if (!tds || !result || tds.result !== 'pending')
      return void res.status(400).json({ ok: false });
    tds.result = result;
    if (tds.return_url)
      return void res.redirect(
        303,
        returnTarget(tds.return_url, result, tds.context, tds.order_number),
      );
    res.json({ ok: true, status: result, context: tds.context, order_number: tds.order_number });
  });
  return router;
};
