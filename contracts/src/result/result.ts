import { z } from 'zod';
import { StatusCode } from './status-codes';

/**
 * A field error or warning as the upstream reports it in `data.errors` / `data.warings`
 * (docs/rules/errors-and-messages.md#field-errors).
 */
export const fieldIssueSchema = z.object({ name: z.string(), value: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * The one response shape of every `/api` call (docs/rules/errors-and-messages.md#result-shape):
 * `{ status, data, message?, errors?, warnings? }`; `status` E000-000 is success and `message`
 * is already in the user's language.
 */
export const resultSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    status: z.string(),
    data,
    message: z.string().optional(),
    errors: z.array(fieldIssueSchema).optional(),
    warnings: z.array(fieldIssueSchema).optional(),
  });

export type Result<T = unknown> = {
  status: string;
  data: T;
  message?: string;
  errors?: FieldIssue[];
  warnings?: FieldIssue[];
};

/**
 * The raw upstream envelope: status plus data (docs/rules/errors-and-messages.md#result-shape:
 * "Responses are read as status plus data").
 */
export const upstreamEnvelopeSchema = z.object({
  status: z.union([z.string(), z.array(z.string())]),
  data: z.unknown().optional(),
});
export type UpstreamEnvelope = z.infer<typeof upstreamEnvelopeSchema>;

export const ok = <T>(data: T): Result<T> => ({ status: StatusCode.success, data });

export const fail = (
  status: string,
  message: string,
  extra: Partial<Pick<Result, 'errors' | 'warnings' | 'data'>> = {},
): Result => ({
  status,
  data: extra.data ?? null,
  message,
  errors: extra.errors,
  warnings: extra.warnings,
});
