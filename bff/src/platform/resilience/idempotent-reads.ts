import { upstreamCatalogue, upstreamNames } from '@kakehashi/contracts';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamRequest } from '../upstream/upstream-http';

/**
 * Matches a request against the upstream calls declared safe to retry (`retry: 'safe'` in
 * contracts/src/endpoints: they only read, so repeating one changes nothing), at their configured
 * paths and methods. Every call is POST by default, so the method cannot tell; the declaration does.
 */
export const isIdempotentRead = (resolve: EndpointResolver) => {
  const keys = new Set(
    upstreamNames
      .filter((name) => upstreamCatalogue[name].retry === 'safe')
      .map((name) => resolve(name))
      .map(({ method, path }) => `${method} ${path}`),
  );
  return (request: UpstreamRequest) => keys.has(`${request.method} ${request.path}`);
};
