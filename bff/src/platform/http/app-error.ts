import type { FieldIssue } from '@kakehashi/contracts';

/**
 * The one error class at the edge (as in node-express-boilerplate). Expected failures travel as
 * values; an AppError is thrown only to stop a request with a Result, e.g. from middleware.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    options: {
      message?: string;
      errors?: FieldIssue[];
      data?: unknown;
      cause?: unknown;
      /** A 429's wait: sent as `Retry-After` and said in the message (E000-429). */
      retryAfterS?: number;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.errors = options.errors;
    this.data = options.data;
    this.retryAfterS = options.retryAfterS;
  }
  readonly errors: FieldIssue[] | undefined;
  readonly data: unknown;
  readonly retryAfterS: number | undefined;
}
