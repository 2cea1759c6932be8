import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import type { z } from 'zod';

export type ProxyEntry = {
  upstream: UpstreamName;
  access: 'public' | 'member';
  /** Member-independent reads cached in the store with TTL and stale-while-revalidate. */
  cache: 'none' | 'shared';
  request: z.ZodTypeAny;
};

/**
 * Upstream names reachable only through the BFF's own endpoints (auth/, account/): they carry
 * credentials, tokens or account changes the BFF must see (DESIGN principle 1).
 */
const sensitive = (name: string) =>
  /^(account\/|auth\/|original\/|users\/|email\/|member\/information\/|member\/password\/|member\/leave$)/.test(
    name,
  );

/** DESIGN caching: site settings, error tables, categories and trees, news and contents lists. */
const sharedReads = new Set<string>([
  'site/get',
  'category/get',
  'category/trees',
  'variation/get',
  'news/list',
  'contents/list',
]);

/**
 * The proxy allowlist (data, not code): `/api/<name>` → upstream endpoint, access, cache policy
 * and request schema, derived from the contracts catalogue. A cached read is never member-only.
 */
export const proxyAllowlist: ReadonlyMap<string, ProxyEntry> = new Map(
  (Object.keys(upstreamCatalogue) as UpstreamName[])
    .filter((name) => !sensitive(name))
    .map((name) => {
      const endpoint = upstreamCatalogue[name];
      const access = endpoint.member ? 'member' : 'public';
      const cache = access === 'public' && sharedReads.has(name) ? 'shared' : 'none';
      return [name, { upstream: name, access, cache, request: endpoint.request }] as const;
    }),
);
