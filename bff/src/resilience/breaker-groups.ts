import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamRequest } from '../upstream/upstream-http';

/**
 * Sign-in and two-factor calls share one group: both are "can a buyer get in", and neither should
 * depend on the health of the catalogue or the cart.
 */
const aliases: Record<string, string> = { auth: 'account' };

/** The breaker group of an upstream name: its first path segment (docs/security.md). */
export const breakerGroupOfName = (name: UpstreamName): string => {
  const segment = name.split('/')[0] ?? name;
  return aliases[segment] ?? segment;
};

/** Every group the catalogue has, so each breaker exists (and reports) from the start. */
export const breakerGroups = (): string[] => [
  ...new Set((Object.keys(upstreamCatalogue) as UpstreamName[]).map(breakerGroupOfName)),
];

/**
 * Finds a request's group from its configured method and path (names can be re-pathed by
 * UPSTREAM_ENDPOINTS); a path nobody configured falls into `other`.
 */
export const breakerGroupOf = (resolve: EndpointResolver) => {
  const byRoute = new Map<string, string>(
    (Object.keys(upstreamCatalogue) as UpstreamName[]).map((name) => {
      const { method, path } = resolve(name);
      return [`${method} ${path}`, breakerGroupOfName(name)] as const;
    }),
  );
  return (request: Pick<UpstreamRequest, 'method' | 'path'>): string =>
    byRoute.get(`${request.method} ${request.path}`) ?? 'other';
};
