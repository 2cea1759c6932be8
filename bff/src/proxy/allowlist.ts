import {
  apiRoutes,
  type ApiRoute,
  type ProxiedApiName,
  type UpstreamName,
} from '@kakehashi/contracts';
import { checkOnlySchema } from './answer-check';

export type ProxyEntry = {
  upstream: UpstreamName;
  access: ApiRoute['access'];
  /** Member-independent reads cached in the store with TTL and stale-while-revalidate. */
  cache: ApiRoute['cache'];
  request: ApiRoute['body'];
  data: ApiRoute['data'];
  /**
   * `data` as a check only: the same answers pass and fail, without copying the fields the
   * contract does not name (answer-check.ts). Its output is not the contract's: use `success`.
   */
  check: ApiRoute['data'];
};

/**
 * The proxy allowlist: exactly the proxied routes of the contracts endpoint table
 * (docs/architecture.md#proxy). An upstream name the table does not list is unreachable;
 * `__tests__/exposed-names.json` is the reviewed copy, so widening it shows in review.
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
        check: checkOnlySchema(route.data),
      },
    ]),
);
