import express, { type Router } from 'express';
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

const page = (lang: PageLanguage, context: string, orderNumber: string): string => {
  const t = texts[lang];
  const button = (r: Result) =>
    `<button name="result" value="${r}"${r === 'success' ? ' class="primary"' : ''}>${e(t[r])}</button>`;
  return providerPage(
    lang,
    t.title,
    `<h1>${e(t.heading)}</h1><p>${e(t.confirm(orderNumber))}</p>
<form method="post" action="/__mock/3ds/authorize">
<input type="hidden" name="context" value="${e(context)}">
${results.map(button).join('\n')}
</form>`,
  );
};

/**
 * Where the browser returns (docs/rules/cart-and-checkout.md#3-d-secure-return: success needs
 * context and order number).
 */
const returnTarget = (url: string, r: Result, context: string, orderNumber: string): string => {
  const target = new URL(url);
  target.searchParams.set('status', r);
  target.searchParams.set('context', context);
  if (r === 'success') target.searchParams.set('order_number', orderNumber);
  if (r === 'error') target.searchParams.set('error_code', 'E070-001');
  return target.toString();
};

/**
 * The mock's own card-issuer page. GET shows three buttons in the buyer's language (`lang`, which
 * the BFF passes on, or Accept-Language); POST (form `result`, or a provider
 * style JSON `status: OK|NG`) records the outcome and redirects to the commit's return_url.
 */
export const threeDSecureRoutes = (state: MockState): Router => {
  const router = express.Router();
  router.get('/authorize', (req, res) => {
    const tds = state.threeDSecure.get(String(req.query.context ?? ''));
    if (!tds) return void res.status(404).type('text/plain').send('unknown 3-D Secure context');
    res.type('html').send(page(pageLanguageOf(req), tds.context, tds.order_number));
  });
  router.post('/authorize', (req, res) => {
    const body = (req.body ?? {}) as { context?: string; result?: string; status?: string };
    const context = body.context ?? String(req.query.context ?? '');
    const tds = state.threeDSecure.get(context);
    const result: Result | undefined =
      body.status === 'OK'
        ? 'success'
        : body.status === 'NG'
          ? 'error'
          : results.find((r) => r === body.result);
    if (!tds || !result) return void res.status(400).json({ ok: false });
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
