import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { addVary } from './vary';

/**
 * An answer kept as bytes with a strong ETag over exactly those bytes, and its gzip form made
 * once on first need: a hit costs no stringify, no hashing and no compression per request
 * (docs/architecture.md#caching).
 */
export type StoredBytes = { body: Buffer; etag: string; gzipped?: { body: Buffer; etag: string } };

/**
 * A Result already written out: its JSON bytes and a strong ETag over exactly those bytes
 * (docs/architecture.md#caching). A cache hit writes the bytes as they are: no stringify and no
 * hashing per request, and `If-None-Match` with the tag answers 304.
 */
export type AnswerBytes = StoredBytes & { httpStatus: number };

const strongEtag = (bytes: Buffer, suffix = '') =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;

export const storedBytes = (body: Buffer): StoredBytes => ({ body, etag: strongEtag(body) });

const gzipped = (body: Buffer) => {
  const compressed = gzipSync(body);
  return { body: compressed, etag: strongEtag(compressed, '-gz') };
};

/** Below this a gzip frame saves nothing worth a variant (compression's own threshold). */
export const gzipThreshold = 1024;

export const acceptsGzip = (req: Request) => {
  const header = req.headers['accept-encoding'];
  return (
    typeof header === 'string' &&
    header.includes('gzip') &&
    req.acceptsEncodings('gzip', 'identity') === 'gzip'
  );
};

/** Whether the request's `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks). */
const holdsEtag = (req: Request, etag: string) => {
  const header = req.headers['if-none-match'];
  return (
    header !== undefined &&
    header.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
    })
  );
};

/**
 * Writes stored bytes (gzipped when the browser accepts it and it is worth it) with their ETag;
 * a request that already holds the tag of a 200 answer gets 304 without a body.
 */
export const sendStoredBytes = (
  req: Request,
  res: Response,
  stored: StoredBytes,
  answer: { httpStatus: number; contentType: string; cacheControl: string },
) => {
  res.setHeader('Cache-Control', answer.cacheControl);
  addVary(res, 'Accept-Encoding'); // added to CORS's `Vary: Origin`, never in place of it
  const gzip = stored.body.length >= gzipThreshold && acceptsGzip(req);
  const chosen = gzip ? (stored.gzipped ??= gzipped(stored.body)) : stored;
  res.setHeader('ETag', chosen.etag);
  if (answer.httpStatus === 200 && holdsEtag(req, chosen.etag)) return void res.status(304).end();
  res.status(answer.httpStatus);
  res.setHeader('Content-Type', answer.contentType);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', chosen.body.length);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
};
