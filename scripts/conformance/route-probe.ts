import { upstreamCatalogue, type HttpMethod, type UpstreamName } from '@kakehashi/contracts';
import type { Outcome, ProbeClient } from './probe-client';

const methods: HttpMethod[] = ['POST', 'GET', 'PUT', 'DELETE'];

/** HTTP answers that say "nothing here" about a path or a method, not about the request. */
export const isRouteMiss = (outcome: Outcome): boolean =>
  outcome.kind === 'answer' && [404, 405, 501].includes(outcome.httpStatus);

export type Route = { method: HttpMethod; path: string };

/**
 * When the configured path or method answers "nothing here", tries the other methods on it and
 * the catalogue's default path, and returns the first that answers anything else: the route the
 * configuration (UPSTREAM_ENDPOINTS) should name. Probes repeat the same body, so a read stays a
 * read; write calls are probed only when writes are allowed (the runner decides).
 */
export const findRoute = async (
  client: ProbeClient,
  name: UpstreamName,
  body: unknown,
): Promise<Route | null> => {
  const configured = client.resolve(name);
  const paths = [...new Set([configured.path, upstreamCatalogue[name].path])];
  for (const path of paths)
    for (const method of methods) {
      if (path === configured.path && method === configured.method) continue;
      const outcome = await client.send(method, path, body);
      if (outcome.kind === 'answer' && !isRouteMiss(outcome)) return { method, path };
    }
  return null;
};
