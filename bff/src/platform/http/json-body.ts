import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler } from 'express';

type RefusalType =
  | 'entity.too.deep'
  | 'entity.invalid.utf8'
  | 'entity.prototype.key'
  | 'entity.parse.failed'
  | 'entity.too.large'
  | 'request.size.invalid'
  | 'request.aborted';

/** A body the reader refuses, with the status and type body-errors.ts turns into a Result. */
class BodyRefusal extends Error {
  constructor(
    readonly type: RefusalType,
    readonly status = type === 'entity.too.large' ? 413 : 400,
  ) {
    super(type);
  }
}

const [openBrace, openBracket, closeBrace, closeBracket, quote, backslash] = [
  0x7b, 0x5b, 0x7d, 0x5d, 0x22, 0x5c,
];

/**
 * The deepest nesting of objects and arrays in raw JSON bytes, stopping as soon as `limit` is
 * passed. Strings are skipped (a `{` inside one does not count). One linear pass with no
 * allocation: it runs before JSON.parse, so a 90 KB `{"a":{"a":…}}` body costs a scan, not a
 * parse, a schema check and a stack overflow in JSON.stringify later (docs/security.md).
 */
export const nestingDepthExceeds = (bytes: Uint8Array, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === backslash) i++;
      else if (byte === quote) inString = false;
    } else if (byte === quote) inString = true;
    else if (byte === openBrace || byte === openBracket) {
      if (++depth > limit) return true;
    } else if (byte === closeBrace || byte === closeBracket) depth--;
  }
  return false;
};

const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * No endpoint has a field of these names; a body carrying one is probing for prototype
 * pollution somewhere downstream (a merge, a lookup table). The reviver sees keys after JSON
 * unescaping, so `"\u005f_proto__"` is caught too; throwing refuses the body with a 400.
 */
const refusePrototypeKeys = (key: string, value: unknown) => {
  if (prototypeKeys.has(key)) throw new BodyRefusal('entity.prototype.key');
  return value;
};

/** The longest body whose bytes are kept for the request: a read's few bytes of filters. */
const keptBodyBytes = 1024;
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * The bytes a short body sent as is arrived as, while its request lives, before any check: what the
 * held cached read keys its memo on (cache/held-read.ts), which it fills only with bodies
 * parseBody accepted. Longer or decoded bodies are not kept.
 */
export const rawBodyOf = (req: IncomingMessage) => rawBodies.get(req);

const sizeUnits: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };
/** `BODY_LIMIT` (`100kb`, config/env-schema.ts) in bytes, counted in 1024s as body-parser does. */
const bytesOf = (limit: string) => {
  const [, count, unit] = /^(\d+)(b|kb|mb)$/.exec(limit) ?? [];
  if (count === undefined || unit === undefined)
    throw new Error(`A body limit like 100kb: ${limit}`);
  return Number(count) * sizeUnits[unit]!;
};

const otherCharset = /charset=(?!"?utf-8"?\s*(;|$))/i;
const jsonStart = /^[ \t\n\r]*[{[]/;

/**
 * JSON from UTF-8 bytes as body-parser's strict parser reads it: a byte-order mark dropped, an
 * empty body `{}`, only an object or an array at the top, no prototype keys.
 */
const parseJson = (bytes: Buffer): unknown => {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length === 0) return {};
  if (!jsonStart.test(text)) throw new BodyRefusal('entity.parse.failed');
  try {
    return JSON.parse(text, refusePrototypeKeys) as unknown;
  } catch (error) {
    throw error instanceof BodyRefusal ? error : new BodyRefusal('entity.parse.failed');
  }
};

/** Reads off the rest of a refused request before answering, so the client is not cut off mid-send. */
const refuseAfterReading = (req: IncomingMessage, refusal: BodyRefusal, next: NextFunction) => {
  const answer = () => next(refusal);
  if (req.readableEnded) return answer();
  req.once('end', answer);
  req.once('error', answer);
  req.resume();
};

/** Bodies read and not parsed yet (parseBody), with the nesting limit of their reader. */
const unparsed = new WeakMap<IncomingMessage, { bytes: Buffer; maxDepth: number }>();

/**
 * An identity-encoded UTF-8 body, read off the request stream: the bytes counted against the limit
 * as they come (a declared length over it is refused at once), kept for parseBody, and a short
 * body's bytes kept for the held read.
 */
const readPlainBody = (req: Request, next: NextFunction, limit: number, maxDepth: number): void => {
  const header = req.headers['content-length'];
  const declared = header === undefined ? undefined : Number(header);
  if (declared !== undefined && declared > limit)
    return refuseAfterReading(req, new BodyRefusal('entity.too.large'), next);
  const chunks: Buffer[] = [];
  let received = 0;
  const stop = () => {
    req.off('data', take);
    req.off('end', read);
    req.off('error', failed);
  };
  const take = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return void chunks.push(chunk);
    stop();
    refuseAfterReading(req, new BodyRefusal('entity.too.large'), next);
  };
  const read = () => {
    stop();
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
    if (declared !== undefined && received !== declared)
      return next(new BodyRefusal('request.size.invalid'));
    unparsed.set(req, { bytes, maxDepth });
    if (bytes.length <= keptBodyBytes) rawBodies.set(req, bytes);
    next();
  };
  const failed = () => {
    stop();
    next(new BodyRefusal('request.aborted'));
  };
  req.on('data', take);
  req.once('end', read);
  req.once('error', failed);
};

/**
 * Parses what the reader read, once (a body-parser body, no body or one parsed already: nothing to
 * do): UTF-8 and nesting checked on the bytes, then the strict JSON into `req.body`. The refusal,
 * if the body is refused.
 */
export const parseBody = (req: Request): BodyRefusal | undefined => {
  const read = unparsed.get(req);
  if (read === undefined) return undefined;
  unparsed.delete(req);
  // Otherwise invalid bytes would silently become U+FFFD and travel on as a new key or value.
  if (!isUtf8(read.bytes)) return new BodyRefusal('entity.invalid.utf8');
  if (nestingDepthExceeds(read.bytes, read.maxDepth)) return new BodyRefusal('entity.too.deep');
  try {
    req.body = parseJson(read.bytes);
  } catch (refusal) {
    return refusal as BodyRefusal;
  }
  return undefined;
};

/** The step after the reader (and the held read) that every other `/api` request passes: the body parsed. */
export const parseJsonBody: RequestHandler = (req, _res, next) => next(parseBody(req));

/**
 * The `/api` JSON body reader: any content type is read as JSON (the web client sends only JSON;
 * a lying type simply fails to parse), within a size limit counted after decompression, and
 * refused before parsing when it is not UTF-8 or nests deeper than `maxDepth`, and while parsing
 * when it has a prototype key. Every failure is an error with a 4xx status and a type that the
 * error handler turns into a Result (body-errors.ts).
 *
 * A body sent as is in UTF-8 — every body the web app sends — is read here, in one pass over its
 * bytes (body-parser's stream helpers, decoder and bound callbacks were about a tenth of a cached
 * read's CPU, docs/architecture.md#one-path-through-the-gateway), and parsed by `parseJsonBody`,
 * the next step but one: the held read between them answers a hot read by its raw bytes alone
 * (cache/held-read.ts), and parses it (parseBody) when it does not know them. A compressed body or
 * one in another charset is body-parser's, parsed here, with the same checks on its decoded bytes.
 */
export const jsonBody = (options: { limit: string; maxDepth: number }): RequestHandler => {
  const limit = bytesOf(options.limit);
  const decoded = express.json({
    limit,
    type: () => true,
    reviver: refusePrototypeKeys,
    verify: (_req, _res, bytes, encoding) => {
      if (encoding === 'utf-8' && !isUtf8(bytes)) throw new BodyRefusal('entity.invalid.utf8');
      if (nestingDepthExceeds(bytes, options.maxDepth)) throw new BodyRefusal('entity.too.deep');
    },
  });
  return (req, res, next) => {
    const { headers } = req;
    // No body: nothing to read (type-is's `hasBody`, as body-parser asks it).
    if (headers['transfer-encoding'] === undefined && headers['content-length'] === undefined)
      return next();
    if (req.readableEnded) return next(); // read already
    if (
      headers['content-encoding'] !== undefined ||
      otherCharset.test(headers['content-type'] ?? '')
    )
      return decoded(req, res, next);
    readPlainBody(req, next, limit, options.maxDepth);
  };
};
