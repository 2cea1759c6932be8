import type { Response } from 'express';
import type { Result } from '@kakehashi/contracts';
import { httpStatusFor } from './http-status';

/** Writes a Result; `/api` never redirects and never caches a personalised answer. */
export const sendResult = (
  res: Response,
  result: Result,
  httpStatus = httpStatusFor(result.status),
) => {
  const body: Result = { status: result.status, data: result.data ?? null };
  if (result.message !== undefined) body.message = result.message;
  if (result.errors?.length) body.errors = result.errors;
  if (result.warnings?.length) body.warnings = result.warnings;
  res.setHeader('Cache-Control', 'no-store');
  res.status(httpStatus).json(body);
};
