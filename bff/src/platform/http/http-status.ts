import { StatusCode } from '@kakehashi/contracts';

const unauthorised = new Set<string>([StatusCode.sessionInvalid, StatusCode.memberOnly]);

/**
 * docs/rules/errors-and-messages.md#http-status: the HTTP status mirrors the class of the Result —
 * 2xx success, 4xx refused input or auth, 502/504 upstream failure. Upstream business refusals
 * arrive as HTTP 200 with a non-success status; the browser sees them as 4xx.
 */
export const httpStatusFor = (status: string): number => {
  if (status === StatusCode.success) return 200;
  if (unauthorised.has(status)) return 401;
  if (status === StatusCode.notFound) return 404;
  if (status === StatusCode.forbidden) return 403;
  if (status === StatusCode.tooManyRequests) return 429;
  if (status === StatusCode.storeUnavailable) return 503;
  if (status === StatusCode.unexpected) return 500;
  return 400;
};
