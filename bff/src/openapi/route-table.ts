import {
  bffEndpoints,
  type BffEndpoint,
  upstreamCatalogue,
  type UpstreamName,
} from '@kakehashi/contracts';
import { z } from 'zod';
import { proxyAllowlist, type ProxyEntry } from '../proxy/allowlist';

/** One HTTP endpoint the BFF mounts, as data for the OpenAPI document. */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The full path as mounted, e.g. `/api/auth/signin`. */
  path: string;
  summary: string;
  tag: string;
  /** JSON request body, when the route reads one. */
  body?: z.ZodTypeAny;
  /** `data` of a success Result; routes outside `/api` answer plain JSON or text instead. */
  data?: z.ZodTypeAny;
  /** Needs a signed-in session (else 401 E028-901). */
  member?: boolean;
  /** Plain (non-Result) answer: content type and schema. */
  plain?: { contentType: string; schema: z.ZodTypeAny };
};

const tagOf = (name: string) => name.split('/')[0] ?? name;

/** DESIGN proxy: every allowlisted upstream name at `POST /api/<name>` with the catalogue's schemas. */
const proxiedRoutes = (allowlist: ReadonlyMap<string, ProxyEntry>): ApiRoute[] =>
  [...allowlist.entries()].map(([name, entry]) => ({
    method: 'post',
    path: `/api/${name}`,
    summary: `Proxied upstream call \`${entry.upstream}\`${entry.cache === 'shared' ? ' (cached)' : ''}`,
    tag: `proxy: ${tagOf(name)}`,
    body: entry.request,
    data: upstreamCatalogue[entry.upstream as UpstreamName].response,
    member: entry.access === 'member',
  }));

const ownRoutes = (): ApiRoute[] =>
  Object.entries(bffEndpoints).map(([name, endpoint]: [string, BffEndpoint]) => ({
    method: endpoint.method.toLowerCase() as ApiRoute['method'],
    path: `/api${endpoint.path}`,
    summary: name,
    tag: tagOf(endpoint.path.slice(1)),
    body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : endpoint.body,
    data: endpoint.data,
    member: endpoint.member,
  }));

const edgeRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'meta',
    plain: { contentType: 'application/json', schema: z.looseObject({ openapi: z.string() }) },
  },
  {
    method: 'get',
    path: '/healthz',
    summary: 'The process is up',
    tag: 'operations',
    plain: { contentType: 'application/json', schema: z.object({ status: z.literal('ok') }) },
  },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Upstream and store reachable (503 otherwise or while draining)',
    tag: 'operations',
    plain: {
      contentType: 'application/json',
      schema: z.object({
        status: z.string(),
        checks: z.record(z.string(), z.boolean()).optional(),
      }),
    },
  },
  {
    method: 'get',
    path: '/metrics',
    summary: 'Prometheus metrics',
    tag: 'operations',
    plain: { contentType: 'text/plain', schema: z.string() },
  },
];

/**
 * Every endpoint the BFF mounts: its own (contracts `bffEndpoints`), the proxied allowlist
 * (contracts upstream catalogue), checkout, this document and the operations endpoints.
 */
export const bffRouteTable = (
  allowlist: ReadonlyMap<string, ProxyEntry> = proxyAllowlist,
): ApiRoute[] => [...ownRoutes(), ...edgeRoutes, ...proxiedRoutes(allowlist)];
