import type { FieldIssue } from '@kakehashi/contracts/web';
import { fetchErrorCode } from './first-page-status';

/**
 * A non-success Result (status other than E000-000) or a transport failure, as one typed error.
 * `message` is already in the user's language (docs/rules/errors-and-messages.md#result-shape):
 * show it as it is.
 */
export class ApiError extends Error {
  readonly status: string;
  readonly errors: FieldIssue[];
  readonly httpStatus: number | undefined;

  /** `cause`: for a transport failure, what went wrong underneath (technical, never shown). */
  constructor(
    status: string,
    message: string,
    errors: FieldIssue[] = [],
    httpStatus?: number,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.httpStatus = httpStatus;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** True when the error carries the given status code. */
export const hasStatus = (value: unknown, status: string): boolean =>
  isApiError(value) && value.status === status;

/**
 * What to tell the user about a failed call: the BFF's message (already translated), else
 * `fallback`.
 */
export const errorMessageOf = (value: unknown, fallback: string): string =>
  isApiError(value) && value.message ? value.message : fallback;

/**
 * Whether the call failed because the service answered too slowly: the BFF's 504 (the upstream
 * timed out behind it) or this browser's own time limit. The buyer is told the service is slow,
 * not that the network failed (UI.md "Words").
 */
export const isSlowAnswer = (value: unknown): value is ApiError =>
  isApiError(value) &&
  (value.httpStatus === 504 ||
    (value.status === fetchErrorCode &&
      value.httpStatus === undefined &&
      /timeout/i.test(String(value.cause ?? ''))));
