import type { SchemaIssue, Verdict } from './check';
import type { Report } from './report';

const marks: Record<Verdict, string> = {
  conforms: '✓ conforms',
  'schema-mismatch': '✗ schema mismatch',
  'unknown-status': '✗ unknown status code',
  unreachable: '✗ not reachable',
  'route-differs': '✗ path or method differs',
  skipped: '– skipped',
};
export const verdictLabel = (v: Verdict): string => marks[v].slice(2);

/**
 * The whole UPSTREAM_ENDPOINTS value that makes the moved routes conform (docs/integrators.md,
 * step 3): the configured overrides, with the routes found elsewhere in place of theirs.
 */
export const suggestedEndpoints = (report: Report): string | null => {
  const moved = report.endpoints.flatMap((e) =>
    e.calls.flatMap((call) => (call.found ? [[e.name, call.found] as const] : [])),
  );
  return moved.length
    ? JSON.stringify({ ...report.configuredEndpoints, ...Object.fromEntries(moved) })
    : null;
};

/** One issue in words: "missing" rather than "received nothing undefined", with its hint. */
export const describeIssue = (issue: SchemaIssue): string => {
  const got =
    issue.received === 'missing' ? 'missing' : `received ${issue.received} ${issue.sample}`;
  const text =
    issue.received === 'missing' && issue.hint
      ? `${issue.hint} (expected ${issue.expected})`
      : `expected ${issue.expected}, ${got}${issue.hint ? ` — ${issue.hint}` : ''}`;
  return issue.occurrences > 1 ? `${text} (and ${issue.occurrences - 1} more like it)` : text;
};

/** The readable summary printed at the end of a run: one line per endpoint, details below it. */
export const formatSummary = (report: Report): string => {
  const through = report.adapter ? ` through adapter ${report.adapter}` : '';
  const lines = [`Conformance of ${report.upstream}${report.basePath}${through}`, ''];
  const width = Math.max(...report.endpoints.map((e) => e.name.length));
  let lastAdvice = '';
  for (const endpoint of report.endpoints) {
    lines.push(`${endpoint.name.padEnd(width)}  ${marks[endpoint.verdict]}`);
    for (const call of endpoint.calls) {
      if (call.verdict === 'conforms') continue;
      const head = `    ${call.label} (${call.method} ${call.path})`;
      if (call.verdict === 'skipped') {
        if (endpoint.verdict === 'skipped') lines.push(`${head}: ${call.detail}`);
        continue;
      }
      lines.push(`${head}: ${call.detail ?? (call.status ? `status ${call.status}` : '')}`);
      for (const issue of call.issues ?? [])
        lines.push(`      ${issue.path}: ${describeIssue(issue)}`);
    }
    // Endpoints skipped for one reason share its advice: said once, under the first of them.
    if (endpoint.verdict !== 'conforms' && endpoint.advice !== lastAdvice)
      lines.push(`    → ${endpoint.advice}`);
    lastAdvice = endpoint.advice;
  }
  const suggestion = suggestedEndpoints(report);
  if (suggestion) lines.push('', `Suggested: UPSTREAM_ENDPOINTS='${suggestion}'`);
  for (const error of report.errors)
    lines.push(
      '',
      `The conformance tool itself failed on the "${error.step}" step: ${error.message}`,
      '    a bug in scripts/conformance, not in the upstream; the JSON report holds the stack.',
    );
  const c = report.counts;
  lines.push(
    '',
    `${c.conforms} conform, ${c['schema-mismatch']} schema mismatch, ${c['unknown-status']} unknown status, ` +
      `${c.unreachable} not reachable, ${c['route-differs']} path or method differs, ${c.skipped} skipped; ` +
      `${report.notExercised.length} catalogue endpoints not on the tour.`,
    report.ok
      ? 'Result: the upstream conforms.'
      : report.errors.length
        ? 'Result: INCOMPLETE, the tool failed on a step (exit code 1).'
        : 'Result: MISMATCHES FOUND (exit code 1).',
  );
  return lines.join('\n');
};
