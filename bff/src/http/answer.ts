import type { Response } from 'express';
import type { MappedResult } from './result-mapper';
import { sendResult, sendSerialised } from './result-writer';
import type { StoredBytes } from './stored-bytes';

/**
 * Writes a service's answer; a throttled one carries `Retry-After` (seconds); one that comes
 * serialised already is written as its bytes.
 */
export const answer = (
  res: Response,
  mapped: MappedResult & {
    retryAfterS?: number;
    serialised?: StoredBytes & { httpStatus: number };
  },
) => {
  if (mapped.retryAfterS !== undefined) res.setHeader('Retry-After', String(mapped.retryAfterS));
  if (mapped.serialised) return sendSerialised(res.req, res, mapped.serialised);
  sendResult(res, mapped.result, mapped.httpStatus);
};
