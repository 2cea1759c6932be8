import type { RequestHandler } from 'express';
import { addVary } from '../http/vary';

export type CorsPolicyOptions = {
  /** Exact origins (`https://partner.example`) allowed to call the BFF with credentials. */
  allowedOrigins?: string[];
};

const allowedMethods = 'GET, POST, PUT, DELETE';
const allowedHeaders = 'Content-Type, X-CSRF, X-Request-Id';

/**
 * CORS closed by default: the SPA is same-origin, so no other origin gets CORS headers and a
 * preflight from one is refused (403). That refusal is what makes the `X-CSRF` header a CSRF
 * defence: a cross-site page cannot send it without a granted preflight. Integrators' origins
 * are opened one by one through the allowlist, with credentials and `Vary: Origin`.
 */
export const corsPolicy = (options: CorsPolicyOptions = {}): RequestHandler => {
  const allowed = new Set(options.allowedOrigins ?? []);
  return (req, res, next) => {
    const origin = req.get('origin');
    addVary(res, 'Origin');
    const preflight =
      req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (!origin || !allowed.has(origin)) {
      if (preflight) return void res.status(403).end();
      return next();
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (!preflight) return next();
    res.setHeader('Access-Control-Allow-Methods', allowedMethods);
    res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
};
