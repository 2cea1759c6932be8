import {
  StatusCode,
  upstreamCatalogue,
  upstreamEnvelopeSchema,
  UpstreamStatus,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { z } from 'zod';
import { createScrubber } from '../../mocks/src/replay/scrub';
import type { Outcome } from './probe-client';
import { keysAt } from './schema-keys';

export type Verdict =
  'conforms' | 'schema-mismatch' | 'unknown-status' | 'unreachable' | 'route-differs' | 'skipped';

/** One field the answer got wrong: the zod path, what the contract expects, what came. */
export type SchemaIssue = {
  path: string;
  expected: string;
  received: string;
  sample: string;
  /** How many places share this issue (the same field in every element of a list). */
  occurrences: number;
  /** What the difference most likely is: a renamed field, a number sent as a string. */
  hint?: string;
};

export type Check = {
  verdict: Verdict;
  status?: string;
  issues?: SchemaIssue[];
  detail?: string;
};

/** The status catalogue: the product's own codes and the upstream codes the contracts name. */
export const knownStatusCodes = new Set<string>([
  ...Object.values(StatusCode),
  ...Object.values(UpstreamStatus),
]);

const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : v === undefined ? 'missing' : typeof v;

const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    root,
  );

/** A short, scrubbed look at the received value: enough to recognise it, nothing personal. */
export const redactedSample = (value: unknown, key = 'value'): string => {
  // Under its own key, so the scrubber's key rules (tokens, names, phones) apply to it.
  const text = JSON.stringify(createScrubber()({ [key]: value })[key]) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

/**
 * The likely cause of an issue: a missing field beside a key the contract does not name, of the
 * type the missing one should have ("renamed?"), or a number that came as a numeric string.
 */
const hintOf = (
  schema: z.ZodType,
  data: unknown,
  issue: z.core.$ZodIssue,
  received: unknown,
): string | undefined => {
  const expected = 'expected' in issue ? String(issue.expected) : '';
  const field = String(issue.path.at(-1));
  if (expected === 'number' && typeof received === 'string' && /^-?\d+(\.\d+)?$/.test(received))
    return 'a number sent as a string: send it unquoted'; // the value: in the redacted sample
  if (received !== undefined || !expected) return undefined;
  const parent = valueAt(data, issue.path.slice(0, -1));
  const known = keysAt(schema, issue.path.slice(0, -1));
  if (!known || !parent || typeof parent !== 'object' || Array.isArray(parent)) return undefined;
  const renamed = Object.entries(parent).filter(
    ([key, value]) => !known.has(key) && typeOf(value) === expected,
  );
  return renamed.length
    ? `\`${field}\` missing; ${renamed
        .slice(0, 4)
        .map(([key]) => `\`${key}\``)
        .join(', ')} present — renamed?`
    : undefined;
};

/** One issue per field: `data.items.0.skus` … `data.items.19.skus` are one, counted. */
const issuesOf = (schema: z.ZodType, error: z.ZodError, data: unknown): SchemaIssue[] => {
  const byField = new Map<string, SchemaIssue>();
  for (const issue of error.issues) {
    const field = `${issue.code}:${issue.path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.')}`;
    const seen = byField.get(field);
    if (seen) {
      seen.occurrences += 1;
      continue;
    }
    const received = valueAt(data, issue.path);
    const hint = hintOf(schema, data, issue, received);
    byField.set(field, {
      path: ['data', ...issue.path].join('.'),
      expected: 'expected' in issue && issue.expected ? String(issue.expected) : issue.message,
      received: typeOf(received),
      sample:
        received === undefined
          ? ''
          : redactedSample(received, String(issue.path.at(-1) ?? 'value')),
      occurrences: 1,
      ...(hint ? { hint } : {}),
    });
  }
  return [...byField.values()].slice(0, 20);
};

/**
 * Judges one answer against the contracts: the envelope `{ status, data }`, every status code
 * against the status catalogue (or the site's own message tables, which the product maps
 * through), and on success `data` against the catalogue's response schema
 * (contracts/src/upstream/catalogue.ts, read at run time so tightened schemas apply at once).
 */
export const checkAnswer = (
  name: UpstreamName,
  outcome: Outcome,
  siteCodes: ReadonlySet<string> = new Set(),
): Check => {
  if (outcome.kind === 'unreachable') return { verdict: 'unreachable', detail: outcome.reason };
  if (outcome.httpStatus >= 500)
    return { verdict: 'unreachable', detail: `HTTP ${outcome.httpStatus}` };
  const envelope = upstreamEnvelopeSchema.safeParse(outcome.json);
  if (!envelope.success)
    return {
      verdict: 'schema-mismatch',
      detail: `HTTP ${outcome.httpStatus}: not a { status, data } envelope`,
      issues: [
        {
          path: '(envelope)',
          expected: '{ status: string, data }',
          received: outcome.json === undefined ? 'not JSON' : typeOf(outcome.json),
          sample: redactedSample(outcome.json ?? outcome.text.slice(0, 120)),
          occurrences: 1,
        },
      ],
    };
  const statuses = [envelope.data.status].flat();
  const status = statuses.join(',');
  const unknown = statuses.filter((s) => !knownStatusCodes.has(s) && !siteCodes.has(s));
  if (unknown.length)
    return {
      verdict: 'unknown-status',
      status,
      detail: `neither in the status catalogue nor in the site's message tables: ${unknown.join(', ')}`,
    };
  if (!statuses.includes(StatusCode.success)) return { verdict: 'conforms', status };
  const schema: z.ZodType = upstreamCatalogue[name].response;
  const data = envelope.data.data;
  // Extra fields conform: the contracts name only what the product reads, the rest is ignored.
  const parsed = schema.safeParse(data);
  if (parsed.success) return { verdict: 'conforms', status };
  return { verdict: 'schema-mismatch', status, issues: issuesOf(schema, parsed.error, data) };
};
