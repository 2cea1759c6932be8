import type { Logger } from 'pino';
import type { AnswerObserver } from './answer-observers';
import { requestIdOf } from './request-context';
import { redactUrl } from './redaction';

const ignored = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One JSON line per request carrying the request id of requestContext (an observer of
 * answer-observers.ts). Only the fields chosen here are logged — request id, method, the URL
 * with secret query values censored, the status and the time taken — never headers (cookies,
 * credentials) or bodies (passwords, codes). Since the line is such a whitelist, it is written by
 * a child without the logger's wildcard redaction paths, which the profile showed walking every
 * line (docs/security.md#logs); anything else logged through the app logger still goes through
 * them.
 */
export const accessLog = (options: { logger: Logger }): AnswerObserver => {
  const lines = options.logger.child({}, { redact: [] });
  return (req, res, elapsedMs, completed) => {
    // Health probes and metrics scrapes would drown the requests that matter.
    if (ignored.has(req.url)) return;
    const status = res.statusCode;
    const entry = {
      req: { id: requestIdOf(res), method: req.method, url: redactUrl(req.originalUrl) },
      res: { statusCode: status },
      responseTime: Math.round(elapsedMs),
    };
    if (!completed) lines.warn(entry, 'request aborted');
    else if (status >= 500) lines.error(entry, 'request completed');
    else if (status >= 400) lines.warn(entry, 'request completed');
    else lines.info(entry, 'request completed');
  };
};
