import type { ProxiedApiName, UpstreamName } from '@kakehashi/contracts';
import type { ProxyHandler, RouteContext } from '../../platform/api/api-router';
import type { Answer } from '../../platform/api/result-mapper';
import { withGatewayWordings } from '../../platform/http/status-messages';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import { proxyAllowlist } from './allowlist';
import type { Forward } from './forward';

/**
 * The one handler behind every proxied route of the endpoint declarations
 * (docs/architecture.md#proxy). The upstream is named only by the declaration, never by the
 * request URL, so traversal or absolute-URL tricks find no route (404). Member access and the body
 * contract were checked by the router. What a route needs beyond forwarding it declares, and this
 * reads no name: an order step gets the session's temporary order (`order`), a cart write its
 * quantity check (`cartGuard`), `site/get` the gateway's own wordings in its message tables
 * (`gatewayWordings`). Calls that keep checkout state around them (order/create,
 * order/commit, the payment login) are the checkout's own handlers (bff/src/routes/checkout).
 */
/**
 * What the proxy asks of the checkout for a route declared as an order step
 * (docs/rules/cart-and-checkout.md: the temporary order id and the order secrets). Said here and
 * handed in (routes/checkout/commit-capture.ts provides it), so the proxy imports no domain.
 */
export type OrderSteps = {
  prepareBody(sessionId: string | null, name: UpstreamName, body: unknown): Promise<unknown>;
  record(
    sessionId: string | null,
    name: UpstreamName,
    outcome: UpstreamOutcome,
    sent?: unknown,
  ): Promise<void>;
  /** The browser's view of an order answer (its secrets removed). */
  view(data: unknown): unknown;
};

/**
 * Cart lines outside their quantity bounds (MOQ) are refused before forwarding: null lets the
 * call through (routes/cart/quantity-guard.ts provides it).
 */
export type CartGuard = (
  session: RouteContext<ProxiedApiName>['session'],
  mode: 'adds' | 'sets',
  body: unknown,
) => Promise<Answer | null>;

export const proxyHandler = (deps: {
  forward: Forward;
  checkout?: OrderSteps;
  cartGuard?: CartGuard;
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
            view: checkout.view,
          }
        : entry.gatewayWordings
          ? { view: withGatewayWordings }
          : {},
    );
  };
};
