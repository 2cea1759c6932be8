import { upstreamCatalogue, type HttpMethod, type UpstreamName } from '@kakehashi/contracts';
import type { EndpointOverrides } from '../config/config';

export type ResolvedEndpoint = {
  name: UpstreamName;
  path: string;
  method: HttpMethod;
  member: boolean;
};

/**
 * The catalogue's path and method per name, with the configured overrides applied
 * (docs/architecture.md#talking-to-the-upstream: each endpoint's path and method is
 * configuration, POST by default).
 */
export const createEndpointResolver = (overrides: EndpointOverrides) => {
  const unknown = Object.keys(overrides).filter((name) => !Object.hasOwn(upstreamCatalogue, name));
  if (unknown.length)
    throw new Error(`UPSTREAM_ENDPOINTS: unknown endpoint names ${unknown.join(', ')}`);
  return (name: UpstreamName): ResolvedEndpoint => {
    const base = upstreamCatalogue[name];
    const override = overrides[name];
    return {
      name,
      path: override?.path ?? base.path,
      method: override?.method ?? base.method,
      member: base.member,
    };
  };
};
export type EndpointResolver = ReturnType<typeof createEndpointResolver>;
