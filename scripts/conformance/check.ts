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
  v === null ? 'null' : Array.isArray(v) ? 'array' : v === undefined ? 'nothing' : typeof v;

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

/** One issue per field: `data.items.0.skus` … `data.items.19.skus` are one, counted. */
const issuesOf = (error: z.ZodError, data: unknown): SchemaIssue[] => {
  const byField = new Map<string, SchemaIssue>();
  for (const issue of error.issues) {
    const field = `${issue.code}:${issue.path.map((p) => (typeof p === 'number' ? '*' : String(p))).join('.')}`;
    const seen = byField.get(field);
    if (seen) {
      seen.occurrences += 1;
      continue;
    }
    const received = valueAt(data, issue.path);
    byField.set(field, {
      path: ['data', ...issue.path].join('.'),
      expected: 'expected' in issue && issue.expected ? String(issue.expected) : issue.message,
      received: typeOf(received),
      sample: redactedSample(received, String(issue.path.at(-1) ?? 'value')),
      occurrences: 1,
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
  const parsed = upstreamCatalogue[name].response.safeParse(envelope.data.data);
  if (parsed.success) return { verdict: 'conforms', status };
  return { verdict: 'schema-mismatch', status, issues: issuesOf(parsed.error, envelope.data.data) };
};
