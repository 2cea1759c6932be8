import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from './request-context';
import { redactUrl } from './redaction';

const ignored = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One JSON line per request carrying the request id of requestContext. Only the fields chosen
 * here are logged — request id, method, the URL with secret query values censored, the status
 * and the time taken — never headers (cookies, credentials) or bodies (passwords, codes). Since
 * the line is such a whitelist, it is written by a child without the logger's wildcard redaction
 * paths, which the profile showed walking every line (docs/security.md#logs); anything else
 * logged through the app logger still goes through them.
 */
export const requestLogger = (options: { logger: Logger }): RequestHandler => {
  const lines = options.logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = performance.now();
    // Health probes and metrics scrapes would drown the requests that matter.
    if (ignored.has(req.url)) return next();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.statusCode;
      const entry = {
        req: { id: requestIdOf(res), method: req.method, url: redactUrl(req.originalUrl) },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
      };
      const completed = res.writableFinished;
      if (!completed) lines.warn(entry, 'request aborted');
      else if (status >= 500) lines.error(entry, 'request completed');
      else if (status >= 400) lines.warn(entry, 'request completed');
      else lines.info(entry, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
};
