import type { Response } from 'express';
import {
  formatPaymentError,
  mapPaymentReturn,
  ok,
  StatusCode,
  type Language,
  type MessageTables,
} from '@kakehashi/contracts';
import { AppError } from '../http/app-error';
import type { OwnHandlers } from '../http/api-router';
import { sessionOf } from '../http/locals';
import type { MappedResult } from '../http/result-mapper';
import { sendResult } from '../http/result-writer';
import { formatMessage } from '../http/status-messages';
import type { AuthorizationPoster } from './authorization-post';
import type { CheckoutStore } from './checkout-store';
import { judgePaymentReturn } from './payment-return';

export type CheckoutRouteDeps = {
  store: CheckoutStore;
  authorize: AuthorizationPoster;
  /** The request's session id and language; defaults to core's session on `res.locals`. */
  sessionOf?: (res: Response) => { id: string | null; language: Language };
  /** Upstream credential headers for the authorization post (client id, tokens), if needed. */
  authorizationHeaders?: (res: Response) => Record<string, string>;
  /**
   * The site's message tables (docs/rules/errors-and-messages.md#message-formatting), when loaded.
   */
  messageTables?: (language: Language) => Promise<Partial<MessageTables> | undefined>;
  /**
   * "Success commits and yields an order number"
   * (docs/rules/cart-and-checkout.md#3-d-secure-return): finishes the upstream order with the
   * verified 3-D Secure context. Without it the return only posts OK to the provider.
   */
  commit?: (
    res: Response,
    input: { context: string; temporaryOrderId?: string },
  ) => Promise<{ ok: true; orderNumber?: string } | { ok: false; mapped: MappedResult }>;
};

/**
 * `DELETE /checkout/state` (the client calls it on leaving checkout routes,
 * docs/rules/site-and-pages.md#leaving-checkout) and `POST /checkout/payment-return` (card-payment
 * return, docs/rules/cart-and-checkout.md#3-d-secure-return).
 */
export const checkoutHandlers = (
  deps: CheckoutRouteDeps,
): Pick<OwnHandlers, 'checkout/state' | 'checkout/payment-return'> => {
  const session = deps.sessionOf ?? ((res: Response) => sessionOf(res));

  const clearState: OwnHandlers['checkout/state'] = async ({ res }) => {
    const { id } = session(res);
    if (id) await deps.store.clear(id);
    sendResult(res, ok({ cleared: true }));
  };

  const paymentReturn: OwnHandlers['checkout/payment-return'] = async ({ res, body }) => {
    const { id, language } = session(res);
    const state = id ? await deps.store.read(id) : {};
    const verdict = judgePaymentReturn(body, state);
    if (verdict.kind === 'incomplete')
      throw new AppError(400, StatusCode.invalidInput, {
        errors: verdict.missing.map((name) => ({ name, value: 'Required' })),
      });
    if (verdict.kind === 'refused' || !id) throw new AppError(403, StatusCode.forbidden);

    const headers = deps.authorizationHeaders?.(res);
    const tables = await deps.messageTables?.(language);
    if (verdict.kind === 'failed') {
      if (verdict.authorizeUrl) await deps.authorize(verdict.authorizeUrl, 'NG', headers);
      // The payment is over either way; the temporary order stays for another attempt.
      await deps.store.update(id, (current) => ({ temporaryOrderId: current.temporaryOrderId }));
      const mapped = mapPaymentReturn({
        provider: verdict.provider,
        outcome: verdict.outcome,
        providerCode: verdict.errorCode,
      });
      const { status, display } = formatPaymentError(mapped, language, tables);
      return sendResult(res, { status, data: null, message: display }, 400);
    }

    if (
      verdict.authorizeUrl &&
      (await deps.authorize(verdict.authorizeUrl, 'OK', headers)) !== 'posted'
    ) {
      // Nothing is consumed: the same return may be retried once the provider is reachable.
      const status = StatusCode.fetchError;
      return sendResult(
        res,
        { status, data: null, message: formatMessage(status, language, tables) },
        502,
      );
    }
    let orderNumber = verdict.orderNumber;
    if (deps.commit) {
      const committed = await deps.commit(res, {
        context: body.context!,
        temporaryOrderId: state.temporaryOrderId,
      });
      // A refused commit leaves the state as it was, so the buyer can see why and retry.
      if (!committed.ok) return committed.mapped;
      orderNumber = committed.orderNumber ?? orderNumber;
    }
    // docs/rules/cart-and-checkout.md#temporary-order: closing the order deletes the order and
    // commit-result state; the context is spent.
    await deps.store.clear(id);
    sendResult(res, ok({ orderNumber }));
  };

  return { 'checkout/state': clearState, 'checkout/payment-return': paymentReturn };
};
