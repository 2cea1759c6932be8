import {
  apiRoutes,
  type ApiRoute,
  type ProxiedApiName,
  type UpstreamName,
} from '@kakehashi/contracts';

export type ProxyEntry = {
  upstream: UpstreamName;
  access: ApiRoute['access'];
  /** Member-independent reads cached in the store with TTL and stale-while-revalidate. */
  cache: ApiRoute['cache'];
  request: ApiRoute['body'];
  data: ApiRoute['data'];
  /** The checkout's part around the call, as declared (contracts/src/endpoints/order.ts). */
  order?: ApiRoute['order'];
  /** The cart's quantity check before forwarding, as declared (contracts/src/endpoints/cart.ts). */
  cartGuard?: ApiRoute['cartGuard'];
  /** The gateway's own wordings added to the answer's message tables (contracts/src/endpoints/site.ts). */
  gatewayWordings?: true;
};

/**
 * The proxy allowlist: exactly the proxied routes of the endpoint declarations
 * (contracts/src/endpoints, docs/architecture.md#proxy), forwarded by the one proxy or, where the
 * declaration says `handler: 'checkout'`, by the checkout's own handlers through the same
 * forwarding. An upstream call without a browser side is unreachable; `__tests__/exposed-names.json`
 * is the generated snapshot of this list, so widening it shows in review.
 */
export const proxyAllowlist: ReadonlyMap<ProxiedApiName, ProxyEntry> = new Map(
  (Object.entries(apiRoutes) as [string, ApiRoute][])
    .filter(([, route]) => route.kind === 'proxied')
    .map(([name, route]) => [
      name as ProxiedApiName,
      {
        upstream: name as UpstreamName,
        access: route.access,
        cache: route.cache,
        request: route.body,
        data: route.data,
        ...(route.order ? { order: route.order } : {}),
        ...(route.cartGuard ? { cartGuard: route.cartGuard } : {}),
        ...(route.gatewayWordings ? { gatewayWordings: true as const } : {}),
      },
    ]),
);
