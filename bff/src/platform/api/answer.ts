import type { Response } from 'express';
import type { Answer } from './result-mapper';
import { sendResult, sendResultBytes, sendSerialised } from '../http/result-writer';

/**
 * Writes a service's answer; a throttled one carries `Retry-After` (seconds); one that comes
 * serialised already is written as its bytes.
 */
export const answer = (res: Response, mapped: Answer) => {
  if (mapped.retryAfterS !== undefined) res.setHeader('Retry-After', String(mapped.retryAfterS));
  if (mapped.serialised) return sendSerialised(res.req, res, mapped.serialised);
  if (mapped.bytes) return sendResultBytes(res, mapped.bytes, mapped.httpStatus);
  sendResult(res, mapped.result, mapped.httpStatus);
};
