import type { RequestHandler } from 'express';
import { sendStoredBytes, storedBytes, type StoredBytes } from '../../platform/http/stored-bytes';
import type { OpenApiDocument } from './build-openapi';

/**
 * `GET /api/openapi.json` (mount at `/api/openapi.json` after the CSRF check, like every `/api`
 * route: integrators send `X-CSRF: 1`). The document is built on the first request, not at boot,
 * and kept as bytes with its ETag: `no-cache`, so a client asks again and a copy it holds is
 * answered 304. Building it walks every contract schema and allocates ~230 MB of short-lived
 * objects; at boot that grew every gateway's heap, and its RSS by ~40 MB, for a document most
 * instances never serve (docs/architecture.md#production-and-performance).
 */
export const openApiRoute = (build: () => OpenApiDocument): RequestHandler => {
  let stored: StoredBytes | undefined;
  return (req, res) => {
    stored ??= storedBytes(Buffer.from(JSON.stringify(build())));
    sendStoredBytes(req, res, stored, {
      httpStatus: 200,
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
  };
};
