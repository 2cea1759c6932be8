import type { Response } from 'express';
import type { MappedResult } from './result-mapper';
import { sendResult } from './result-writer';

/** Writes a service's answer; a throttled one carries `Retry-After` (seconds). */
export const answer = (res: Response, mapped: MappedResult & { retryAfterS?: number }) => {
  if (mapped.retryAfterS !== undefined) res.setHeader('Retry-After', String(mapped.retryAfterS));
  sendResult(res, mapped.result, mapped.httpStatus);
};
