import type { RequestHandler } from 'express';
import { sendStoredBytes, storedBytes } from '../../platform/http/stored-bytes';
import type { OpenApiDocument } from './build-openapi';

/**
 * `GET /api/openapi.json` (mount at `/api/openapi.json` after the CSRF check, like every `/api`
 * route: integrators send `X-CSRF: 1`). The document is built once at boot and kept as bytes with
 * its ETag: `no-cache`, so a client asks again and a copy it holds is answered 304.
 */
export const openApiRoute = (document: OpenApiDocument): RequestHandler => {
  const stored = storedBytes(Buffer.from(JSON.stringify(document)));
  return (req, res) =>
    sendStoredBytes(req, res, stored, {
      httpStatus: 200,
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
};
