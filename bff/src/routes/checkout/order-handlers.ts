import type { ForwardedApiName, OwnHandlers } from '../../platform/api/api-router';
import type { Forward } from '../proxy/forward';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { CheckoutStore } from './checkout-store';
import { cardAuthorizePath, commitView, orderView, type CommitCapture } from './commit-capture';
import type { CommitGuard } from './commit-guard';
import { createPaymentLoginBinding } from './payment-login-binding';
import { placedAnswer, placedOrderOf } from './placed-order';

/**
 * The proxied routes the checkout forwards itself (`handler: 'checkout'` in their declaration):
 * the order calls that keep checkout state around the upstream call
 * (docs/rules/cart-and-checkout.md#temporary-order): the BFF's own handlers, forwarded through the
 * one proxy's forwarding (cache → gateway → map → check) with their own steps before and after.
 */
export const orderHandlers = (deps: {
  forward: Forward;
  capture: CommitCapture;
  store: CheckoutStore;
  publicUrl: string;
  gateway: UpstreamGateway;
  /** One commit per session at a time (docs/rules/cart-and-checkout.md#placing-the-order). */
  commitGuard?: CommitGuard;
  now?: () => number;
}): Pick<OwnHandlers, ForwardedApiName> => {
  const { forward, capture } = deps;
  const paymentLogin = createPaymentLoginBinding(deps.store, deps.publicUrl);

  /** A provider checkout session is used only by the session that started it. */
  const providerSession =
    (name: 'paymentLogin/session' | 'paymentLogin/getBuyer'): OwnHandlers[typeof name] =>
    async (context) => {
      const { session, body } = context;
      await paymentLogin.requireOwnSession(session.id, body, (upstream, sent) =>
        deps.gateway.call(session, upstream, sent),
      );
      return forward(name, context, body);
    };

  return {
    'order/create': async (context) => {
      const { session, body } = context;
      return forward('order/create', context, body, {
        after: async (outcome) => {
          // A guest's first order needs a session to keep its temporary order id in.
          if (!session.id && outcome.kind === 'response') await session.update((record) => record);
          await capture.record(session.id, 'order/create', outcome, body);
        },
        view: orderView,
      });
    },

    'order/commit': async (context) => {
      const { session } = context;
      // "Place order" again for an order this session already placed: the same order, answered
      // without reaching the upstream, so nothing is placed or charged twice.
      const placed = session.id
        ? placedOrderOf(await deps.store.read(session.id), (deps.now ?? Date.now)())
        : undefined;
      if (placed) {
        const data = placedAnswer(placed, cardAuthorizePath);
        return forward(
          'order/commit',
          context,
          {},
          {
            around: async () => ({ kind: 'response', httpStatus: 200, status: 'E000-000', data }),
            view: commitView,
          },
        );
      }
      // The temporary order id and a card return address on this site's public origin.
      const body = await capture.prepareBody(session.id, 'order/commit', context.body);
      const sessionId = session.id;
      return forward('order/commit', context, body, {
        ...(deps.commitGuard && sessionId
          ? { around: (call) => deps.commitGuard!(sessionId, call) }
          : {}),
        after: (outcome) => capture.record(session.id, 'order/commit', outcome, body),
        view: commitView,
      });
    },

    // The provider returns to the BFF's address only (docs/security.md#provider-return-addresses).
    'paymentLogin/payload': async (context) =>
      forward('paymentLogin/payload', context, {
        ...context.body,
        ...(await paymentLogin.payloadBody(context.session.id)),
      }),
    'paymentLogin/session': providerSession('paymentLogin/session'),
    'paymentLogin/getBuyer': providerSession('paymentLogin/getBuyer'),
    'paymentLogin/checkoutSession': async (context) => {
      const { session } = context;
      await paymentLogin.requireOwnSession(session.id, context.body, (upstream, sent) =>
        deps.gateway.call(session, upstream, sent),
      );
      const body = await capture.prepareBody(
        session.id,
        'paymentLogin/checkoutSession',
        context.body,
      );
      return forward('paymentLogin/checkoutSession', context, body, {
        after: (outcome) => capture.record(session.id, 'paymentLogin/checkoutSession', outcome),
        view: orderView,
      });
    },
  };
};
