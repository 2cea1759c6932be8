import type { Response } from 'express';
import { ok, type Language } from '@kakehashi/contracts';
import type { OwnHandlers } from '../http/api-router';
import { sessionOf } from '../http/locals';
import { sendResult } from '../http/result-writer';
import { createPaymentSettlement, type SettlementDeps } from './payment-settlement';

export type CheckoutRouteDeps = Omit<SettlementDeps, 'session'> & {
  /** The request's session id and language; defaults to core's session on `res.locals`. */
  sessionOf?: (res: Response) => { id: string | null; language: Language };
};

/**
 * `DELETE /checkout/state` (the client calls it on leaving checkout routes, docs/rules/site-and-pages.md),
 * `GET /checkout/result` (how the last checkout ended, for the completion page) and
 * `POST /checkout/payment-return` (docs/rules/cart-and-checkout.md#temporary-order card-payment return).
 */
export const checkoutHandlers = (
  deps: CheckoutRouteDeps,
): Pick<OwnHandlers, 'checkout/state' | 'checkout/result' | 'checkout/payment-return'> => {
  const session = deps.sessionOf ?? ((res: Response) => sessionOf(res));
  const settle = createPaymentSettlement({ ...deps, session });

  const clearState: OwnHandlers['checkout/state'] = async ({ res }) => {
    const { id } = session(res);
    if (id) await deps.store.clear(id);
    sendResult(res, ok({ cleared: true }));
  };

  const result: OwnHandlers['checkout/result'] = async ({ res }) => {
    const { id } = session(res);
    const outcome = id ? (await deps.store.read(id)).outcome : undefined;
    sendResult(res, ok(outcome ?? { orderNumber: null, guestOrderPassword: null, failure: null }));
  };

  const paymentReturn: OwnHandlers['checkout/payment-return'] = async ({ res, body }) => {
    const settled = await settle(res, body);
    if (settled.ok) return sendResult(res, ok({ orderNumber: settled.orderNumber }));
    const { status, message, errors, httpStatus } = settled;
    sendResult(res, { status, data: null, message, errors }, httpStatus);
  };

  return {
    'checkout/state': clearState,
    'checkout/result': result,
    'checkout/payment-return': paymentReturn,
  };
};
