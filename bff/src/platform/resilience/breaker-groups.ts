import { upstreamCatalogue, upstreamNames, type UpstreamName } from '@kakehashi/contracts';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamRequest } from '../upstream/upstream-http';

/**
 * The breaker group of an upstream call, as its declaration names it (contracts/src/endpoints):
 * sign-in and two-factor share `account`, so neither depends on the health of the catalogue or
 * the cart (docs/security.md).
 */
export const breakerGroupOfName = (name: UpstreamName): string => upstreamCatalogue[name].breaker;

/** Every group the catalogue has, so each breaker exists (and reports) from the start. */
export const breakerGroups = (): string[] => [...new Set(upstreamNames.map(breakerGroupOfName))];

/**
 * Finds a request's group from its configured method and path (names can be re-pathed by
 * UPSTREAM_ENDPOINTS); a path nobody configured falls into `other`.
 */
export const breakerGroupOf = (resolve: EndpointResolver) => {
  const byRoute = new Map<string, string>(
    upstreamNames.map((name) => {
      const { method, path } = resolve(name);
      return [`${method} ${path}`, breakerGroupOfName(name)] as const;
    }),
  );
  return (request: Pick<UpstreamRequest, 'method' | 'path'>): string =>
    byRoute.get(`${request.method} ${request.path}`) ?? 'other';
};
