import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { domainOf, upstreamCatalogue, upstreamHeaders } from '@kakehashi/contracts';
import { z } from 'zod';
import type { EndpointOverrides } from '../../platform/config/config';
import { operationIdOf } from './operation-id';
import { nameRecursiveSchemas } from './recursive-schemas';

export type UpstreamOpenApiOptions = {
  /** Where the upstream is, base path included, e.g. `https://shop.example/api/v1`. */
  serverUrl?: string;
  /** UPSTREAM_ENDPOINTS: the paths and methods this upstream really uses. */
  endpoints?: EndpointOverrides;
  /** UPSTREAM_HEADER_*: the header names this upstream reads. */
  headers?: { clientId: string; accessToken: string; userId: string };
};

/** docs/upstream.md#calls: any status but success; `data` may be absent on a refusal. */
const refusal = z.looseObject({
  status: z.string().regex(/^(?!E000-000$)E\d{3}-\d{3}$/),
  data: z.unknown().optional(),
});

/**
 * OpenAPI 3.1 of the upstream commerce API as the BFF relies on it (docs/upstream.md), built
 * from the contracts' catalogue with the configured paths, methods and header names applied, so
 * an integrator can test a real backend against it (Schemathesis, Prism, Dredd: see
 * docs/integrators.md#openapi). Every answer is HTTP 200 with an envelope `{ status, data }`:
 * `data` as the catalogue's response schema on success (E000-000), or a refusal code.
 */
export const buildUpstreamOpenApi = (options: UpstreamOpenApiOptions = {}) => {
  const entries = Object.entries(upstreamCatalogue);
  nameRecursiveSchemas(entries.flatMap(([, e]) => [e.request, e.response] as z.ZodTypeAny[]));
  const headers = options.headers ?? upstreamHeaders;
  const registry = new OpenAPIRegistry();
  const scheme = (key: string, name: string, description: string) =>
    registry.registerComponent('securitySchemes', key, {
      type: 'apiKey',
      in: 'header',
      name,
      description,
    }).name;
  const client = scheme('clientId', headers.clientId, 'Client id from `original/account/id`.');
  const access = scheme('accessToken', headers.accessToken, 'Member access token (sign-in).');
  const user = scheme('userId', headers.userId, 'Signed-in member id.');
  for (const [name, endpoint] of entries) {
    const override = options.endpoints?.[name] ?? {};
    const method = (override.method ?? endpoint.method).toLowerCase() as
      'get' | 'post' | 'put' | 'delete';
    const success = z.looseObject({
      status: z.literal('E000-000'),
      data: endpoint.response as z.ZodTypeAny,
    });
    registry.registerPath({
      method,
      path: override.path ?? endpoint.path,
      operationId: operationIdOf(name),
      summary: name,
      tags: [domainOf[name] ?? 'other'],
      // The first call obtains the client id, so it cannot carry one.
      security:
        name === 'original/account/id'
          ? []
          : [{ [client]: [], ...(endpoint.member ? { [access]: [], [user]: [] } : {}) }],
      ...(method === 'get' || method === 'delete'
        ? {}
        : {
            request: {
              body: {
                required: true,
                content: { 'application/json': { schema: endpoint.request as z.ZodTypeAny } },
              },
            },
          }),
      responses: {
        200: {
          description: 'Envelope: success (E000-000) with data, or a business refusal code',
          content: { 'application/json': { schema: z.union([success, refusal]) } },
        },
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kakehashi upstream commerce API (as relied on)',
      version: '0.1.0',
      description:
        'The calls the Kakehashi BFF makes to its commerce upstream (docs/upstream.md). Generated from contracts/src/upstream/catalogue.ts; member calls also send the refresh token header.',
    },
    servers: [{ url: options.serverUrl ?? 'http://127.0.0.1:4010/api/v1' }],
  });
};
