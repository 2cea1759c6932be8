import {
  apiRoutes,
  domainOf,
  type ApiName,
  type ApiRoute as TableRoute,
} from '@kakehashi/contracts';
import { z } from 'zod';
import { operationIdOf } from './operation-id';
import { throttledNames } from './throttled-names';

/** One HTTP endpoint the BFF mounts, as data for the OpenAPI document. */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The full path as mounted, e.g. `/api/auth/signin`. */
  path: string;
  /** Unique; client generators name their methods after it. */
  operationId: string;
  summary: string;
  tag: string;
  /** JSON request body, when the route reads one. */
  body?: z.ZodTypeAny;
  /** `data` of a success Result; routes outside `/api` answer plain JSON or text instead. */
  data?: z.ZodTypeAny;
  /** Needs a signed-in session (else 401 E028-901). */
  member?: boolean;
  /** Spends a throttle budget (routes/throttles/route-throttles.ts): may answer 429. */
  throttled?: boolean;
  /** Plain (non-Result) answer: content type and schema. */
  plain?: { contentType: string; schema: z.ZodTypeAny };
};

/** Operations are grouped by the domain their endpoint is declared in (contracts/src/endpoints). */
const tagOf = (name: string) => domainOf[name] ?? 'other';

/** The contracts endpoint table (docs/architecture.md#one-endpoint-table) as OpenAPI routes. */
const tableRoutes = (): ApiRoute[] => {
  const throttled = throttledNames();
  return (Object.entries(apiRoutes) as [string, TableRoute][]).map(([name, route]) => ({
    method: route.method.toLowerCase() as ApiRoute['method'],
    path: `/api${route.path}`,
    operationId: operationIdOf(name),
    summary:
      route.kind === 'own'
        ? name
        : `Proxied upstream call \`${name}\`${route.cache === 'shared' ? ' (cached)' : ''}`,
    tag: route.kind === 'own' ? tagOf(name) : `proxy: ${tagOf(name)}`,
    body:
      route.method === 'GET' || route.method === 'DELETE'
        ? undefined
        : (route.body as z.ZodTypeAny),
    data: route.data as z.ZodTypeAny,
    member: route.access === 'member',
    throttled: throttled.has(name as ApiName),
  }));
};

/** docs/rules/cart-and-checkout.md#card-payment: full page loads that answer 303 redirects. */
const cardPageRoutes: ApiRoute[] = [
  ['/checkout/card-authorize', 'Sends the browser on to the card issuer (303)'],
  ['/checkout/card-return', 'Card issuer return: judged, settled, then 303 to the result page'],
].map(([path, summary]) => ({
  method: 'get' as const,
  path: path!,
  operationId: operationIdOf(`page${path!}`),
  summary: summary!,
  tag: 'checkout pages',
  plain: { contentType: 'text/plain', schema: z.string() },
}));

const edgeRoutes: ApiRoute[] = [
  ...cardPageRoutes,
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'meta',
    plain: { contentType: 'application/json', schema: z.looseObject({ openapi: z.string() }) },
  },
  {
    method: 'get',
    path: '/healthz',
    operationId: 'healthz',
    summary: 'The process is up',
    tag: 'operations',
    plain: { contentType: 'application/json', schema: z.object({ status: z.literal('ok') }) },
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'readyz',
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
    operationId: 'metrics',
    summary: 'Prometheus metrics',
    tag: 'operations',
    plain: { contentType: 'text/plain', schema: z.string() },
  },
];

/** Every endpoint the BFF mounts: the endpoint table, this document and the operations ones. */
export const bffRouteTable = (): ApiRoute[] => [...tableRoutes(), ...edgeRoutes];
