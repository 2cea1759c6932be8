import type { RequestHandler } from 'express';
import { StatusCode } from '@kakehashi/contracts';
import { AppError } from './app-error';

/**
 * docs/interfaces.md#x-csrf: every `/api` request, GET included, carries `X-CSRF: 1`. A cross-site
 * form or image cannot set a custom header, and a cross-site fetch that sets one needs a CORS
 * preflight the BFF never grants (the IETF browser-based-apps BFF pattern).
 */
export const requireCsrfHeader: RequestHandler = (req, _res, next) => {
  if (req.get('x-csrf') !== '1') throw new AppError(403, StatusCode.forbidden);
  next();
};
