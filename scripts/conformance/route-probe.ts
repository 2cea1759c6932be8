import {
  upstreamCatalogue,
  upstreamEnvelopeSchema,
  type HttpMethod,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { Outcome, ProbeClient } from './probe-client';

const methods: HttpMethod[] = ['POST', 'GET', 'PUT', 'DELETE'];

/** HTTP answers that say "nothing here" about a path or a method, not about the request. */
export const isRouteMiss = (outcome: Outcome): boolean =>
  outcome.kind === 'answer' && [404, 405, 501].includes(outcome.httpStatus);

export type Route = { method: HttpMethod; path: string };

/**
 * Where else the endpoint may live, written as UPSTREAM_ENDPOINTS writes a path (relative to the
 * base path): the configured path, the catalogue's, and the product's second set of paths
 * (docs/integrators.md#step-3): the same name under `/api` (`/api/items/list`), and both beside
 * the base path rather than under it (`/cart/add`, `/api/news/detail` from the UPSTREAM_URL),
 * which a path climbs to with `..` segments (`/../../cart/add` under `/api/v1`).
 */
export const candidatePaths = (name: UpstreamName, configured: string, basePath: string) => {
  const catalogue = upstreamCatalogue[name].path;
  const beside = basePath
    .split('/')
    .filter(Boolean)
    .map(() => '/..')
    .join('');
  const second = [catalogue, `/api${catalogue}`];
  return [...new Set([configured, ...second, ...(beside ? second.map((p) => beside + p) : [])])];
};

/**
 * When the configured route answers "nothing here", tries each candidate path with the configured
 * method first, then the others, and returns the first that answers a `{ status, data }` envelope
 * (anything else — an HTML error page, a 400 of some other API — is not this endpoint), with that
 * answer: the route UPSTREAM_ENDPOINTS should name. Probes repeat the same body, so a read stays a
 * read; write calls are probed only when writes are allowed (the runner decides).
 */
export const findRoute = async (
  client: ProbeClient,
  name: UpstreamName,
  body: unknown,
  basePath: string,
): Promise<{ route: Route; outcome: Outcome } | { tried: string }> => {
  const configured = client.resolve(name);
  const paths = candidatePaths(name, configured.path, basePath);
  const order = [
    ...new Set([configured.method, upstreamCatalogue[name].method, ...methods]),
  ] as HttpMethod[];
  for (const path of paths)
    for (const method of order) {
      if (path === configured.path && method === configured.method) continue;
      const outcome = await client.sendAs(name, method, path, body);
      if (isRouteMiss(outcome) || outcome.kind !== 'answer') continue;
      if (upstreamEnvelopeSchema.safeParse(outcome.json).success)
        return { route: { method, path }, outcome };
    }
  return { tried: `${order.join('|')} on ${paths.join(', ')}` };
};
