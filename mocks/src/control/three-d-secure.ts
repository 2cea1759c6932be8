import express, { type Router } from 'express';
import { cardBrandOf } from '@kakehashi/contracts';
import type { ShownCard, ThreeDSecure } from '../checkout/types';
import type { MockState } from '../state/store';
import { escapeHtml as e, pageLanguageOf, providerPage, type PageLanguage } from './page-language';

const results = ['success', 'error', 'cancel'] as const;
type Result = (typeof results)[number];

type Texts = {
  title: string;
  heading: string;
  confirm: (order: string) => string;
  charging: (card: ShownCard) => string;
  enter: string;
  number: string;
  expiry: string;
  invalid: string;
} & Record<Result, string>;

const texts: Record<PageLanguage, Texts> = {
  en: {
    title: 'Mock card issuer – 3-D Secure',
    heading: 'Mock card issuer',
    confirm: (order) => `Order ${order}: confirm this card payment.`,
    charging: (c) =>
      `Card charged: ${c.brand} ending in ${c.last4}${c.expiry ? `, expires ${c.expiry}` : ''}.`,
    enter: 'Enter the card to pay with. This mock issuer keeps only its last four digits.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    invalid: 'Enter a card number of 14 to 16 digits and its expiry as MM/YY, e.g. 11/29.',
    success: 'Authenticate',
    error: 'Fail authentication',
    cancel: 'Cancel',
  },
  ja: {
    title: 'カード発行会社（模擬）– 3Dセキュア本人認証',
    heading: 'カード発行会社（模擬）',
    confirm: (order) => `ご注文 ${order} のカード決済を本人認証してください。`,
    charging: (c) =>
      `お支払いのカード：${c.brand}（末尾${c.last4}${c.expiry ? `、有効期限${c.expiry}` : ''}）`,
    enter:
      'お支払いに使うカードを入力してください。この模擬ページはカード番号の下4桁のみを保存します。',
    number: 'カード番号',
    expiry: '有効期限（MM/YY）',
    invalid: 'カード番号（14〜16桁）と有効期限（例：11/29）を入力してください。',
    success: '認証する',
    error: '認証に失敗させる',
    cancel: 'キャンセル',
  },
};

/** A saved card is named; without one the cardholder enters a card (docs/rules/cart-and-checkout.md#card-payment). */
const cardPart = (t: Texts, card: ShownCard | null, problem: boolean): string =>
  card
    ? `<p><strong>${e(t.charging(card))}</strong></p>`
    : `<p class="note">${e(t.enter)}</p>${problem ? `<p role="alert"><strong>${e(t.invalid)}</strong></p>` : ''}
<label for="number">${e(t.number)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${e(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>`;

const page = (lang: PageLanguage, tds: ThreeDSecure, problem = false): string => {
  const t = texts[lang];
  // Failing or cancelling needs no card: only authenticating checks the fields.
  const button = (r: Result) =>
    `<button name="result" value="${r}"${r === 'success' ? ' class="primary"' : ' formnovalidate'}>${e(t[r])}</button>`;
  return providerPage(
    lang,
    t.title,
    `<h1>${e(t.heading)}</h1><p>${e(t.confirm(tds.order_number))}</p>
<form method="post" action="/__mock/3ds/authorize?lang=${lang}">
<input type="hidden" name="transaction" value="${e(tds.transaction)}">
${cardPart(t, tds.card, problem)}
<div class="actions">${results.map(button).join('\n')}</div>
</form>`,
  );
};

/** The card entered on the page, kept as brand, last 4 and expiry; null when it does not read as one. */
const enteredCard = (number: unknown, expiry: unknown): ShownCard | null => {
  const digits = String(number ?? '').replace(/[\s-]/g, '');
  const exp = String(expiry ?? '').trim();
  if (!/^\d{14,16}$/.test(digits) || !/^(0[1-9]|1[0-2])\/\d{2}$/.test(exp)) return null;
  return { brand: cardBrandOf(digits) ?? 'Card', last4: digits.slice(-4), expiry: exp };
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
    res.type('html').send(page(pageLanguageOf(req), tds));
  });
  router.post('/authorize', (req, res) => {
    const body = (req.body ?? {}) as {
      transaction?: string;
      result?: string;
      status?: string;
      number?: string;
      expiry?: string;
    };
    const tds = transactionOf(state, body.transaction ?? req.query.transaction);
    if (body.status === 'OK' || body.status === 'NG') {
      const answer = authorization(state, tds, body.status);
      return void res.status(answer.status === 'OK' ? 200 : 402).json(answer);
    }
    const result = results.find((r) => r === body.result);
    // The cardholder answers once: a second answer cannot turn a failure into a success.
    if (!tds || !result || tds.result !== 'pending')
      return void res.status(400).json({ ok: false });
    if (result === 'success' && !tds.card) {
      // Another card: authenticating needs one; the page asks again, the step still open.
      const entered = enteredCard(body.number, body.expiry);
      if (!entered)
        return void res
          .status(400)
          .type('html')
          .send(page(pageLanguageOf(req), tds, true));
      tds.entered = entered;
    }
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
