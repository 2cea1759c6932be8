import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf } from './request-context';
import { redactUrl } from './redaction';

/**
 * One JSON line per request (pino-http) carrying the request id of requestContext. Only the
 * method, the URL with secret query values censored, the status and the timing are logged:
 * no headers (cookies, credentials) and no bodies (passwords, codes) ever.
 */
export const requestLogger = (options: { logger: Logger }) =>
  pinoHttp({
    logger: options.logger,
    wrapSerializers: false,
    genReqId: (req: IncomingMessage, res: ServerResponse) =>
      requestIdOf(res as Response) ?? (req as Request).get?.('x-request-id') ?? 'unknown',
    serializers: {
      req: (req: Request) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: (err: Error) => ({ type: err.name, message: err.message }),
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // Health probes and metrics scrapes would drown the requests that matter.
    autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
  });
