import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { resultSchema } from '@kakehashi/contracts';
import { z } from 'zod';
import { nameRecursiveSchemas } from './recursive-schemas';
import type { ApiRoute } from './route-table';

const json = (schema: z.ZodTypeAny) => ({ content: { 'application/json': { schema } } });
const failure = (description: string) => ({ description, ...json(resultSchema(z.unknown())) });

/**
 * docs/rules/errors-and-messages.md#http-status: what an `/api` route may answer besides success.
 * 401 only on member routes, 429 only on throttled ones (routes/throttles/route-throttles.ts), so a
 * generated client knows which errors each call can meet.
 */
const apiFailures = (route: ApiRoute) => ({
  ...(route.plain
    ? {}
    : {
        400: failure(
          'Refused input (field errors in `errors`) or a business refusal from the upstream',
        ),
      }),
  ...(route.member
    ? { 401: failure('Signed out (E028-901) or the session is no longer valid (E000-006)') }
    : {}),
  403: failure('Missing `X-CSRF: 1` header or a cross-site request (E000-403)'),
  ...(route.throttled
    ? {
        429: {
          ...failure('Too many tries (E000-429): wait `Retry-After` seconds'),
          headers: { 'Retry-After': { schema: { type: 'integer' as const, minimum: 0 } } },
        },
      }
    : {}),
  ...(route.plain
    ? {}
    : {
        502: failure('Upstream unreachable, failing or malformed (fetch-error code)'),
        503: failure('Session store unavailable (E000-503)'),
        504: failure('Upstream timed out (fetch-error code)'),
      }),
});

export type OpenApiInfo = {
  title?: string;
  version?: string;
  description?: string;
  sessionCookie?: string;
};

/**
 * OpenAPI 3.1 of the BFF (docs/interfaces.md), generated from the contracts' zod schemas
 * (@asteasolutions/zod-to-openapi): request bodies as the BFF validates them, success bodies as
 * Results wrapping each endpoint's data. `/api` routes require `X-CSRF: 1`; member routes need
 * the session cookie.
 */
export const buildOpenApi = (routes: ApiRoute[], info: OpenApiInfo = {}) => {
  nameRecursiveSchemas(
    routes
      .flatMap((route) => [route.body, route.data, route.plain?.schema])
      .filter((s) => s !== undefined),
  );
  const registry = new OpenAPIRegistry();
  const session = registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: info.sessionCookie ?? 'kk_sid',
    description: 'Opaque session cookie set by the BFF; upstream tokens never leave the server.',
  });
  // docs/security.md#csrf: a header a cross-site form cannot send; its value is always `1`.
  const csrf = registry.registerComponent('securitySchemes', 'csrf', {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF',
    description: 'Send `X-CSRF: 1` on every `/api` call (cross-site request guard, not a secret).',
  });
  for (const route of routes) {
    const api = route.path.startsWith('/api/');
    // Both schemes in one requirement: a member call needs the header AND the cookie.
    const requirement = {
      ...(api ? { [csrf.name]: [] } : {}),
      ...(route.member ? { [session.name]: [] } : {}),
    };
    registry.registerPath({
      method: route.method,
      path: route.path.replace(/:([A-Za-z]+)/g, '{$1}'),
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      security: Object.keys(requirement).length ? [requirement] : [],
      request: {
        ...(api ? { headers: z.object({ 'x-csrf': z.literal('1') }) } : {}),
        ...(route.body ? { body: { required: true, ...json(route.body) } } : {}),
      },
      responses: {
        200: route.plain
          ? {
              description: route.summary,
              content: { [route.plain.contentType]: { schema: route.plain.schema } },
            }
          : {
              description: 'Success Result (status E000-000)',
              ...json(resultSchema(route.data ?? z.unknown())),
            },
        ...(api ? apiFailures(route) : {}),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Kakehashi BFF',
      version: info.version ?? '0.1.0',
      description:
        info.description ??
        'Backend-for-frontend of the Kakehashi storefront. Every `/api` body is a Result `{ status, data, message?, errors?, warnings? }`; `status` E000-000 is success.',
    },
    servers: [{ url: '/' }],
  });
};
export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
