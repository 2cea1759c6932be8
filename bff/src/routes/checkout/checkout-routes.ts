import type { Response } from 'express';
import { ok, type Language } from '@kakehashi/contracts';
import type { OwnHandlers } from '../../platform/api/api-router';
import { sessionOf } from '../../platform/session/locals';
import { sendResult } from '../../platform/http/result-writer';
import type { CheckoutStore } from './checkout-store';

export type CheckoutRouteDeps = {
  store: CheckoutStore;
  /** The request's session id and language; defaults to core's session on `res.locals`. */
  sessionOf?: (res: Response) => { id: string | null; language: Language };
};

/**
 * `DELETE /checkout/state` (the client calls it on leaving checkout routes, docs/rules/site-and-pages.md)
 * and `GET /checkout/result` (how the last checkout ended, for the completion page, and whether an
 * order is in progress, for the checkout's first reading). The card
 * return itself is the BFF's page `GET /checkout/card-return` (./card-pages.ts).
 */
export const checkoutHandlers = (
  deps: CheckoutRouteDeps,
): Pick<OwnHandlers, 'checkout/state' | 'checkout/result'> => {
  const session = deps.sessionOf ?? ((res: Response) => sessionOf(res));

  const clearState: OwnHandlers['checkout/state'] = async ({ res }) => {
    const { id } = session(res);
    if (id) await deps.store.clear(id);
    sendResult(res, ok({ cleared: true }));
  };

  const result: OwnHandlers['checkout/result'] = async ({ res }) => {
    const { id } = session(res);
    const state = id ? await deps.store.read(id) : {};
    sendResult(
      res,
      ok({
        ...(state.outcome ?? { orderNumber: null, guestOrderPassword: null, failure: null }),
        // docs/rules/cart-and-checkout.md#pages: the checkout asks `order/get` only when there is
        // an order to read; without one the BFF would refuse it (E000-410, ./commit-capture.ts).
        orderInProgress: Boolean(state.temporaryOrderId),
      }),
    );
  };

  return {
    'checkout/state': clearState,
    'checkout/result': result,
  };
};
