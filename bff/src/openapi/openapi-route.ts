import type { RequestHandler } from 'express';
import type { OpenApiDocument } from './build-openapi';

/**
 * `GET /api/openapi.json` (mount at `/api/openapi.json` after the CSRF check, like every `/api`
 * route: integrators send `X-CSRF: 1`). The document is built once at boot and served as is.
 */
export const openApiRoute = (document: OpenApiDocument): RequestHandler => {
  const body = JSON.stringify(document);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(body);
  };
};
