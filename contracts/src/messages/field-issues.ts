import type { FieldIssue } from '../result/result';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const issueValue = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ');
  return '';
};

/**
 * docs/rules/errors-and-messages.md#field-errors: field errors and warnings come from `data.errors`
 * and `data.warings` (the upstream's spelling), each entry with `name` and `value`. Upstream junk
 * never throws: a non-array gives no issues, an entry without a non-empty string `name` is dropped,
 * and a `value` that is not text becomes text (numbers and booleans as written, string arrays
 * joined by ", ", else "").
 */
export const readFieldIssues = (data: unknown, key: 'errors' | 'warings'): FieldIssue[] => {
  if (!isRecord(data)) return [];
  const entries = data[key];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.name === 'string' && entry.name !== ''
      ? [{ name: entry.name, value: issueValue(entry.value) }]
      : [],
  );
};

/** The name of an issue about the body as a whole (no field path). */
export const wholeBody = '(body)';

/**
 * zod issues as field errors `{ name: 'user.email', value: 'Invalid email' }`: the one mapping
 * the BFF, the mock and the forms share (docs/rules/errors-and-messages.md#field-errors).
 */
export const fieldIssuesOf = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldIssue[] =>
  error.issues.map((issue) => ({
    name: issue.path.map(String).join('.') || wholeBody,
    value: issue.message,
  }));
