import type { RequestHandler } from 'express';
import { StatusCode } from '@kakehashi/contracts';
import { AppError } from '../http/app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Fetch metadata defence in depth beside `X-CSRF` (core's requireCsrfHeader): a state-changing
 * request the browser marks `Sec-Fetch-Site: cross-site` is refused with a 403 Result, whatever
 * headers it carries. Same-site and same-origin requests, and clients that send no fetch
 * metadata (older browsers, integrators' servers), pass.
 */
export const refuseCrossSiteMutations: RequestHandler = (req, _res, next) => {
  if (!safeMethods.has(req.method) && req.get('sec-fetch-site') === 'cross-site')
    throw new AppError(403, StatusCode.forbidden);
  next();
};
