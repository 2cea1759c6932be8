import type { Response } from 'express';
import {
  formatPaymentError,
  mapPaymentReturn,
  StatusCode,
  type Language,
  type MessageTables,
  type PaymentReturn,
  type PaymentReturnBody,
} from '@kakehashi/contracts';
import type { FieldIssue } from '@kakehashi/contracts';
import type { Answer } from '../../platform/api/result-mapper';
import { formatMessage } from '../../platform/http/status-messages';
import type { AuthorizationPoster } from './authorization-post';
import type { CheckoutStore } from './checkout-store';
import { judgePaymentReturn } from './payment-return';

export type SettlementDeps = {
  store: CheckoutStore;
  authorize: AuthorizationPoster;
  session: (res: Response) => { id: string | null; language: Language };
  authorizationHeaders?: (res: Response) => Record<string, string>;
  messageTables?: (language: Language) => Promise<Partial<MessageTables> | undefined>;
  commit?: (
    res: Response,
    input: { context: string; temporaryOrderId?: string },
  ) => Promise<
    { ok: true; orderNumber?: string; guestOrderPassword?: string } | { ok: false; mapped: Answer }
  >;
  /** What ends with an order placed by its card return (the member's remembered cart). */
  placed?: (res: Response) => Promise<void>;
};

/**
 * How a card-payment return ended: an order number (and a guest's order password, from the
 * upstream's commit, never from the return's query), or a Result saying why not.
 */
export type Settlement =
  | { ok: true; orderNumber: string; guestOrderPassword: string | null }
  | { ok: false; httpStatus: number; status: string; message: string; errors?: FieldIssue[] };

/**
 * docs/rules/cart-and-checkout.md#temporary-order card-payment return, settled by the return page (./card-pages.ts): judge the return
 * against the session's stored context, tell the provider OK or NG, commit a success upstream.
 * A refused or failed return leaves the temporary order for another attempt.
 */
export const createPaymentSettlement =
  (deps: SettlementDeps) =>
  async (res: Response, body: PaymentReturnBody): Promise<Settlement> => {
    const { id, language } = deps.session(res);
    const tables = await deps.messageTables?.(language);
    const refusal = (httpStatus: number, status: string, errors?: FieldIssue[]): Settlement => ({
      ok: false,
      httpStatus,
      status,
      message: formatMessage(status, language, tables),
      errors,
    });
    const state = id ? await deps.store.read(id) : {};
    const verdict = judgePaymentReturn(body, state);
    if (verdict.kind === 'incomplete')
      return refusal(
        400,
        StatusCode.invalidInput,
        verdict.missing.map((name) => ({ name, value: 'Required' })),
      );
    if (verdict.kind === 'refused' || !id) return refusal(403, StatusCode.forbidden);

    const headers = deps.authorizationHeaders?.(res);
    /** The payment is over: the temporary order stays for another attempt, the context is spent. */
    const paymentFailed = async (payment: PaymentReturn): Promise<Settlement> => {
      await deps.store.update(id, (current) => ({ temporaryOrderId: current.temporaryOrderId }));
      const { status, display } = formatPaymentError(mapPaymentReturn(payment), language, tables);
      return { ok: false, httpStatus: 400, status, message: display };
    };
    if (verdict.kind === 'failed') {
      if (verdict.authorizeUrl) await deps.authorize(verdict.authorizeUrl, 'NG', headers);
      return paymentFailed({
        provider: verdict.provider,
        outcome: verdict.outcome,
        providerCode: verdict.errorCode,
      });
    }
    // The browser's `success` is only a hint (docs/security.md#3-d-secure-cannot-be-skipped): the
    // provider's NG, e.g. for an issuer step that never happened, ends the payment.
    const authorized = verdict.authorizeUrl
      ? await deps.authorize(verdict.authorizeUrl, 'OK', headers)
      : 'posted';
    if (authorized === 'declined')
      return paymentFailed({ provider: verdict.provider, outcome: 'error' });
    // Nothing is consumed: the same return may be retried once the provider is reachable.
    if (authorized !== 'posted') return refusal(502, StatusCode.fetchError);
    let orderNumber = verdict.orderNumber;
    // A guest's order password (docs/rules/cart-and-checkout.md#guest-orders): the upstream's
    // answer to the commit with the context, else what its first commit answered, kept in the
    // session; nothing the browser sent.
    let guestOrderPassword = state.placed?.guestOrderPassword;
    if (deps.commit) {
      const committed = await deps.commit(res, {
        context: body.context!,
        temporaryOrderId: state.temporaryOrderId,
      });
      // A refused commit leaves the state as it was, so the buyer can see why and retry.
      if (!committed.ok) {
        const { result, httpStatus } = committed.mapped;
        return { ok: false, httpStatus, status: result.status, message: result.message ?? '' };
      }
      orderNumber = committed.orderNumber ?? orderNumber;
      guestOrderPassword = committed.guestOrderPassword ?? guestOrderPassword;
    }
    // docs/rules/cart-and-checkout.md#temporary-order: closing the order deletes the order and
    // commit-result state; the context is spent. What is kept is the order placed, paid now, for a
    // repeat of "Place order" (./placed-order.ts).
    await deps.store.update(id, ({ placed }) =>
      placed
        ? {
            placed: {
              ...placed,
              orderNumber,
              ...(guestOrderPassword ? { guestOrderPassword } : {}),
              awaitingCard: false,
            },
          }
        : {},
    );
    // docs/rules/cart-and-checkout.md#a-members-cart: only now is the order placed.
    await deps.placed?.(res);
    return { ok: true, orderNumber, guestOrderPassword: guestOrderPassword ?? null };
  };
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
