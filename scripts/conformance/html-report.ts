import { adviceForSkip } from './advice';
import type { Verdict } from './check';
import type { CallRecord, EndpointReport, Report } from './report';
import { suggestedEndpoints, verdictLabel } from './summary';

const escape = (s: unknown): string =>
  String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tone: Record<Verdict, string> = {
  conforms: 'ok',
  skipped: 'muted',
  'schema-mismatch': 'bad',
  'unknown-status': 'bad',
  unreachable: 'bad',
  'route-differs': 'bad',
};
const badge = (v: Verdict) => `<span class="badge ${tone[v]}">${escape(verdictLabel(v))}</span>`;
const route = (c: CallRecord) => `<code>${escape(c.method)} ${escape(c.path)}</code>`;

const issueTable = (call: CallRecord): string =>
  call.issues?.length
    ? `<table class="issues"><thead><tr><th>zod path</th><th>expected</th><th>received</th><th>sample (redacted)</th></tr></thead><tbody>${call.issues
        .map(
          (i) =>
            `<tr><td data-label="path"><code>${escape(i.path)}</code>${i.occurrences > 1 ? `<div class="detail">and ${i.occurrences - 1} more like it</div>` : ''}</td><td data-label="expected">${escape(i.expected)}</td><td data-label="received">${escape(i.received)}${i.hint ? `<div class="hint">${escape(i.hint)}</div>` : ''}</td><td data-label="sample">${i.sample ? `<code>${escape(i.sample)}</code>` : '–'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';

const todo = (e: EndpointReport): string =>
  `<p class="todo"><strong>What to do:</strong> ${escape(e.advice)}</p>`;

/** A failing endpoint: what to do first, then each call that did not conform and what is wrong. */
const problem = (e: EndpointReport): string =>
  `<section class="card"><h3><code>${escape(e.name)}</code> ${badge(e.verdict)}</h3>${todo(e)}${e.calls
    .filter((c) => c.verdict !== 'conforms' && c.verdict !== 'skipped')
    .map(
      (c) =>
        `<p><strong>${escape(c.label)}</strong> · ${route(c)}${c.httpStatus ? ` · HTTP ${c.httpStatus}` : ''}${c.status ? ` · ${escape(c.status)}` : ''}</p>${c.detail ? `<p class="detail">${escape(c.detail)}</p>` : ''}${issueTable(c)}`,
    )
    .join('')}</section>`;

/** Skipped steps grouped by their reason, with what to do and the checks each skip hides. */
const skippedSection = (report: Report): string => {
  const groups = new Map<string, { advice: string; items: string[] }>();
  for (const e of report.endpoints)
    for (const c of e.calls) {
      if (c.verdict !== 'skipped') continue;
      const group = groups.get(c.detail ?? '') ?? {
        advice: adviceForSkip(c.detail ?? ''),
        items: [],
      };
      group.items.push(
        `<li><strong>${escape(c.label)}</strong> · <code>${escape(e.name)}</code><div class="detail">hides: ${escape(c.hides)}</div></li>`,
      );
      groups.set(c.detail ?? '', group);
    }
  if (!groups.size) return '';
  return `<h2>Skipped: not checked</h2>${[...groups]
    .map(
      ([reason, { advice, items }]) =>
        `<section class="card"><h3>${escape(reason)}</h3><p class="todo"><strong>What to do:</strong> ${escape(advice)}</p><ul class="hidden-checks">${items.join('')}</ul></section>`,
    )
    .join('\n')}`;
};

const toolErrors = (report: Report): string =>
  report.errors.length
    ? `<h2>The tool itself failed</h2><section class="card"><p class="todo"><strong>What to do:</strong> a bug in scripts/conformance, not in the upstream: report it with the JSON report (its <code>errors</code> hold the stack).</p><ul>${report.errors
        .map((e) => `<li><strong>${escape(e.step)}</strong>: ${escape(e.message)}</li>`)
        .join('')}</ul></section>`
    : '';

const row = (e: EndpointReport, c: CallRecord, i: number): string =>
  `<tr${i === 0 ? ' class="first"' : ''}><td data-label="endpoint">${i === 0 ? `<code>${escape(e.name)}</code>` : ''}</td><td data-label="step">${escape(c.label)}</td><td data-label="route">${route(c)}</td><td data-label="HTTP">${escape(c.httpStatus ?? '–')}</td><td data-label="status">${escape(c.status ?? '–')}</td><td data-label="verdict">${badge(c.verdict)}${c.verdict === 'skipped' ? `<div class="detail">${escape(c.detail)}</div>` : ''}</td></tr>`;

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
header{background:#1b2a4a;color:#fff;padding:24px 32px}header h1{margin:0 0 4px;font-size:22px}
main{padding:24px 32px;max-width:1100px}h2{font-size:18px;margin:24px 0 8px}h3{font-size:16px;margin:0 0 8px}
.card{background:#fff;border:1px solid #d9dee7;border-radius:8px;margin:0 0 16px;padding:16px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:6px 8px;vertical-align:top;overflow-wrap:anywhere}
th{font-weight:600;color:#52606d;border-bottom:1px solid #d9dee7}tr.first td{border-top:1px solid #e6e9ef}
.all{table-layout:fixed;border:1px solid #d9dee7;border-radius:8px}.all col.e{width:22%}.all col.s{width:15%}.all col.r{width:26%}.all col.h{width:6%}.all col.c{width:10%}
.badge{display:inline-block;padding:0 8px;border-radius:4px;font-size:13px;font-weight:600;white-space:nowrap}
.ok{background:#e3f4e8;color:#1d6b34}.bad{background:#fbe6e1;color:#a3321b}.muted{background:#eceff3;color:#3e4c59}
.detail{color:#52606d;font-size:13px;margin:4px 0}.hint{color:#a3321b;font-size:13px;margin:4px 0}
.todo{background:#fff8e6;border-left:4px solid #c98a00;padding:8px 12px;margin:8px 0}.hidden-checks{margin:8px 0;padding-left:20px}.issues{margin:8px 0;font-size:13px}.counts{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.verdict{font-weight:600;font-size:16px}code{font-size:13px}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d9dee7;border-radius:8px;padding:12px}
@media (max-width:640px){header,main{padding:16px}table,thead,tbody,tr,td{display:block}thead{display:none}.all col{width:auto}
tr{padding:8px 0;border-top:1px solid #e6e9ef}td{padding:2px 8px;border:0}td[data-label]:before{content:attr(data-label);display:inline-block;min-width:76px;color:#52606d;font-size:13px}td:empty{display:none}}`;

/** The report as one self-contained HTML page (inline styles, no scripts, every value escaped). */
export const renderHtml = (report: Report): string => {
  const failing = report.endpoints.filter(
    (e) => e.verdict !== 'conforms' && e.verdict !== 'skipped',
  );
  const suggestion = suggestedEndpoints(report);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance report — ${escape(report.upstream)}</title><style>${style}</style></head>
<body><header><h1>Kakehashi upstream conformance</h1>
<div>${escape(report.upstream)}${escape(report.basePath)}${report.adapter ? ` through adapter ${escape(report.adapter)}` : ''} · ${escape(report.startedAt)} · ${report.signedIn ? 'signed in' : 'anonymous'} · ${report.allowWrites ? 'writes allowed' : 'read-only'}</div>
<div class="counts">${(Object.entries(report.counts) as [Verdict, number][]).map(([v, n]) => `<span>${badge(v)} ${n}</span>`).join('')}</div></header>
<main><p class="verdict">${report.ok ? 'The upstream conforms to the contracts.' : report.errors.length ? 'Incomplete: the tool failed on a step (below).' : `${failing.length} endpoint(s) differ from what the product expects: the BFF would fail on them.`}</p>
${toolErrors(report)}
${failing.length ? `<h2>Needs attention</h2>${failing.map(problem).join('\n')}` : ''}
${suggestion ? `<h2>Suggested configuration</h2><p>Set this in the BFF's environment (<code>.env</code> or the deployment), then run the report again:</p><pre>UPSTREAM_ENDPOINTS='${escape(suggestion)}'</pre>` : ''}
${skippedSection(report)}
<h2>Every endpoint on the tour</h2>
<table class="all"><colgroup><col class="e"><col class="s"><col class="r"><col class="h"><col class="c"><col></colgroup>
<thead><tr><th>endpoint</th><th>step</th><th>route</th><th>HTTP</th><th>status</th><th>verdict</th></tr></thead>
<tbody>${report.endpoints.map((e) => e.calls.map((c, i) => row(e, c, i)).join('')).join('\n')}</tbody></table>
<h2>Not on the tour: ${report.notExercised.length} catalogue endpoints</h2><p class="card">${report.notExercised.map((n) => `<code>${escape(n)}</code>`).join(', ') || 'none'}</p>
</main></body></html>
`;
};
