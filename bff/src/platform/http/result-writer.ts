import type { Request, Response } from 'express';
import type { Result } from '@kakehashi/contracts';
import { sendStoredBytes, type AnswerBytes } from './stored-bytes';
import { httpStatusFor } from './http-status';

/** The Result as the browser receives it: empty lists and an absent message left out. */
const resultBody = (result: Result): Result => {
  const body: Result = { status: result.status, data: result.data ?? null };
  if (result.message !== undefined) body.message = result.message;
  if (result.errors?.length) body.errors = result.errors;
  if (result.warnings?.length) body.warnings = result.warnings;
  return body;
};

/** The Result's JSON bytes, as the browser receives them. */
export const resultBytes = (result: Result): Buffer =>
  Buffer.from(JSON.stringify(resultBody(result)));

/** Writes a Result; `/api` never redirects and never caches a personalised answer. */
export const sendResult = (
  res: Response,
  result: Result,
  httpStatus = httpStatusFor(result.status),
) => sendResultBytes(res, resultBytes(result), httpStatus);

/** `sendResult` for a Result already written out as JSON (a proxied success as it came). */
export const sendResultBytes = (res: Response, bytes: Buffer, httpStatus: number) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.status(httpStatus).end(bytes);
};

/**
 * Writes a member-independent answer from its stored bytes with its strong ETag (304 to a request
 * holding it). `private, no-cache`: a browser may keep it and must ask again; a shared cache must
 * not answer one visitor with another's language.
 */
export const sendSerialised = (req: Request, res: Response, answer: AnswerBytes) =>
  sendStoredBytes(req, res, answer, {
    httpStatus: answer.httpStatus,
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'private, no-cache',
  });
