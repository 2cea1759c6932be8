import type { CartQuantityGuard } from '../cart/quantity-guard';
import { orderView, type CommitCapture } from '../checkout/commit-capture';
import type { ProxyHandler } from '../http/api-router';
import { proxyAllowlist } from './allowlist';
import type { Forward } from './forward';

/**
 * The one handler behind every proxied route of the endpoint declarations
 * (docs/architecture.md#proxy). The upstream is named only by the declaration, never by the
 * request URL, so traversal or absolute-URL tricks find no route (404). Member access and the body
 * contract were checked by the router. What a route needs beyond forwarding it declares, and this
 * reads no name: an order step gets the session's temporary order (`order`), a cart write its
 * quantity check (`cartGuard`). Calls that keep checkout state around them (order/create,
 * order/commit, the payment login) are the checkout's own handlers (bff/src/checkout).
 */
export const proxyHandler = (deps: {
  forward: Forward;
  /** docs/rules/cart-and-checkout.md: the temporary order id and the order secrets. */
  checkout?: CommitCapture;
  /** Cart lines outside their quantity bounds (MOQ) are refused before forwarding. */
  cartGuard?: CartQuantityGuard;
}): ProxyHandler => {
  const { checkout } = deps;
  return async (name, context) => {
    const { session, body: parsed, res } = context;
    const entry = proxyAllowlist.get(name)!;
    // Bounded route label for /metrics: the allowlisted name, never the raw URL.
    res.locals.metricsRoute = `/api/${name}`;
    const order = checkout && entry.order;
    // The session's temporary order id replaces anything the browser sent (server-side only).
    const body = order ? await checkout.prepareBody(session.id, entry.upstream, parsed) : parsed;
    const refused = entry.cartGuard && (await deps.cartGuard?.(session, entry.cartGuard, body));
    if (refused) return refused;
    return deps.forward(
      name,
      context,
      body,
      order
        ? {
            after: (outcome) => checkout.record(session.id, entry.upstream, outcome, body),
            view: orderView,
          }
        : {},
    );
  };
};
