import type { RequestHandler } from 'express';
import { fieldIssuesOf, StatusCode, type FieldIssue } from '@kakehashi/contracts';
import type { z } from 'zod';
import { AppError } from '../http/app-error';
import { setBody } from '../session/locals';

/** zod issues as the Result's field errors (one mapping, in contracts). */
export const fieldErrors = (error: z.ZodError): FieldIssue[] => fieldIssuesOf(error);

/**
 * As in ts-rest, a failed request parse becomes a 400 carrying the issues; nothing is forwarded.
 * An absent body is read as `{}`.
 */
export const validateBody =
  (schema: z.ZodTypeAny): RequestHandler =>
  (req, res, next) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success)
      throw new AppError(400, StatusCode.invalidInput, { errors: fieldErrors(parsed.error) });
    setBody(res, parsed.data);
    next();
  };
