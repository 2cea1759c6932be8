import { Router, type RequestHandler, type Response } from 'express';
import { pageLanguageOf, paymentReturnBodySchema, StatusCode } from '@kakehashi/contracts';
import { sessionOf } from '../../platform/session/locals';
import { cardAuthorizePath, cardReturnPath, returnRefField } from './commit-capture';
import type { CheckoutStore } from './checkout-store';
import type { PaymentSettlement } from './payment-settlement';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Where the buyer lands after the return: the completion page, or checkout with the reason. */
export const completePath = '/checkout/complete';
export const retryPath = '/checkout?payment=failed';

/**
 * The card-payment pages of docs/rules/cart-and-checkout.md#card-payment. Both are full page
 * loads handled here, so the issuer address and the 3-D Secure context it names never reach the
 * app's JavaScript:
 * - `GET /checkout/card-authorize` sends the browser on to the issuer page the commit named
 *   (only to an allowed origin), with `lang` (`en` or `ja`) for the issuer's page;
 * - `GET /checkout/card-return` is the return address the BFF gave the issuer; the return is
 *   judged against the session's context (docs/rules/cart-and-checkout.md#temporary-order), settled, its outcome kept for
 *   `GET /api/checkout/result`, and the browser sent to the completion page or back to checkout.
 */
export const cardPages = (deps: {
  session: RequestHandler;
  store: CheckoutStore;
  settle: PaymentSettlement;
  allowedOrigins: string[];
  upstreamUrl: string;
}) => {
  const allowed = new Set(deps.allowedOrigins.map((origin) => new URL(origin).origin));
  const router = Router();
  const noStore = (res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    // The return address carries the context: it must not travel on as a referrer.
    res.setHeader('Referrer-Policy', 'no-referrer');
  };

  router.get(cardAuthorizePath, deps.session, async (_req, res) => {
    noStore(res);
    const { id } = sessionOf(res);
    const state = id ? await deps.store.read(id) : {};
    const address = state.threeDSecure && state.commit?.authorizeUrl;
    let target: URL | null = null;
    try {
      target = address ? new URL(address, deps.upstreamUrl) : null;
    } catch {
      target = null;
    }
    if (!target || !allowed.has(target.origin)) return res.redirect(303, retryPath);
    // The issuer's page follows the buyer's language (docs/rules/cart-and-checkout.md#card-payment).
    target.searchParams.set('lang', pageLanguageOf(sessionOf(res).language));
    res.redirect(303, target.toString());
  });

  router.get(cardReturnPath, deps.session, async (req, res) => {
    noStore(res);
    const session = sessionOf(res);
    const parsed = paymentReturnBodySchema.safeParse({
      status: text(req.query.status),
      context: text(req.query.context),
      orderNumber: text(req.query.order_number),
      errorCode: text(req.query.error_code),
      reference: text(req.query[returnRefField]),
    });
    const settled = parsed.success
      ? await deps.settle(res, parsed.data)
      : { ok: false as const, status: StatusCode.invalidInput, message: '' };
    if (!session.id) return res.redirect(303, retryPath);
    await deps.store.update(session.id, (state) => ({
      ...state,
      outcome: settled.ok
        ? // A guest's password is kept as a payment without a card keeps it, for the completion
          // page (docs/rules/cart-and-checkout.md#guest-orders).
          {
            orderNumber: settled.orderNumber,
            guestOrderPassword: settled.guestOrderPassword,
            failure: null,
          }
        : {
            orderNumber: null,
            guestOrderPassword: null,
            failure: { status: settled.status, message: settled.message },
          },
    }));
    res.redirect(303, settled.ok ? completePath : retryPath);
  });
  return router;
};
