import {
  declaredSides,
  type Endpoints,
  type UpstreamName,
  type UpstreamSideOf,
} from '../endpoints/index';

/**
 * The upstream endpoint catalogue: the upstream side of every declaration in
 * contracts/src/endpoints (docs/upstream.md#calls), keyed by its name — the name the BFF exposes
 * under `/api/<name>` when the declaration has a browser side too. Paths are relative to the
 * configured API base path. Declare a call there, never here.
 */
export const upstreamCatalogue = Object.fromEntries(declaredSides('upstream')) as {
  readonly [N in UpstreamName]: UpstreamSideOf<Endpoints[N]>;
};

export type { UpstreamName };
export const upstreamNames = Object.keys(upstreamCatalogue) as UpstreamName[];
