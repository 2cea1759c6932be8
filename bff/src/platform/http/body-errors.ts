/**
 * The HTTP status of every error the body reader (body-parser, raw-body, zlib) can raise: all are
 * the client's doing, so all are 4xx Results, never a 500 (docs/security.md, docs/rules/
 * errors-and-messages.md). A body claiming `Content-Encoding: gzip` that is not gzip fails inside
 * zlib: body-parser hands that on with status 400 and no type, hence the fallback on `status`.
 */
const statusByType: Record<string, number> = {
  'entity.too.large': 413,
  'entity.too.deep': 400,
  'entity.invalid.utf8': 400,
  'entity.prototype.key': 400,
  'entity.parse.failed': 400,
  'entity.verify.failed': 400,
  'encoding.unsupported': 415,
  'charset.unsupported': 415,
  'request.aborted': 400,
  'request.size.invalid': 400,
  'stream.encoding.set': 400,
  'stream.not.readable': 400,
  'parameters.too.many': 413,
};

type BodyError = { type?: unknown; status?: unknown; statusCode?: unknown; expose?: unknown };

/** The 4xx status of a body-reading error, or null when the error did not come from reading. */
export const bodyErrorStatus = (error: unknown): number | null => {
  if (!error || typeof error !== 'object') return null;
  const { type, status, statusCode, expose } = error as BodyError;
  if (typeof type === 'string' && Object.hasOwn(statusByType, type)) return statusByType[type]!;
  const code = typeof status === 'number' ? status : statusCode;
  // http-errors marks client errors `expose: true`; body-parser creates every one of them.
  if (expose === true && typeof code === 'number' && code >= 400 && code < 500) return code;
  return null;
};
