import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/** Raised before JSON.parse: too deep, or not UTF-8 (a 400 Result, see body-errors.ts). */
class BodyRefusal extends Error {
  readonly status = 400;
  constructor(readonly type: 'entity.too.deep' | 'entity.invalid.utf8' | 'entity.prototype.key') {
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
 * unescaping, so `"\u005f_proto__"` is caught too; throwing makes body-parser answer 400.
 */
const refusePrototypeKeys = (key: string, value: unknown) => {
  if (prototypeKeys.has(key)) throw new BodyRefusal('entity.prototype.key');
  return value;
};

/** The longest body whose bytes are kept for the request: a read's few bytes of filters. */
const keptBodyBytes = 1024;
const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * The bytes a short UTF-8 body arrived as (before JSON.parse), while its request lives: what the held
 * cached read keys its memo on (cache/held-read.ts). Longer bodies are not kept.
 */
export const rawBodyOf = (req: IncomingMessage) => rawBodies.get(req);

/**
 * The `/api` JSON body reader: any content type is read as JSON (the web client sends only JSON;
 * a lying type simply fails to parse), within a size limit counted after decompression, and
 * refused before parsing when it is not UTF-8 or nests deeper than `maxDepth`, and
 * while parsing when it has a prototype key. Every failure is a body-parser
 * error with a 4xx status that the error handler turns into a Result (body-errors.ts).
 */
export const jsonBody = (options: { limit: string; maxDepth: number }): RequestHandler =>
  express.json({
    limit: options.limit,
    type: () => true,
    reviver: refusePrototypeKeys,
    verify: (req, _res, bytes, encoding) => {
      // Otherwise invalid bytes would silently become U+FFFD and travel on as a new key or value.
      if (encoding === 'utf-8' && !isUtf8(bytes)) throw new BodyRefusal('entity.invalid.utf8');
      if (nestingDepthExceeds(bytes, options.maxDepth)) throw new BodyRefusal('entity.too.deep');
      // Kept as UTF-8 only: the same bytes in another charset are another body.
      if (encoding === 'utf-8' && bytes.length <= keptBodyBytes) rawBodies.set(req, bytes);
    },
  });
