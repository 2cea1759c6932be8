import type { Verdict } from './check';
import type { CallRecord, Report } from './runner';
import { verdictLabel } from './summary';

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

const issues = (call: CallRecord): string =>
  call.issues?.length
    ? `<table class="issues"><thead><tr><th>zod path</th><th>expected</th><th>received</th><th>sample (redacted)</th></tr></thead><tbody>${call.issues
        .map(
          (i) =>
            `<tr><td><code>${escape(i.path)}</code></td><td>${escape(i.expected)}</td><td>${escape(i.received)}</td><td><code>${escape(i.sample)}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';

const row = (call: CallRecord): string =>
  `<tr><td>${escape(call.label)}</td><td><code>${escape(call.method)} ${escape(call.path)}</code></td><td>${escape(call.httpStatus ?? '')}</td><td>${escape(call.status ?? '')}</td><td>${badge(call.verdict)}${call.detail ? `<div class="detail">${escape(call.detail)}</div>` : ''}${issues(call)}</td></tr>`;

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
header{background:#1b2a4a;color:#fff;padding:24px 32px}header h1{margin:0 0 4px;font-size:22px}
main{padding:24px 32px;max-width:1100px}section{background:#fff;border:1px solid #d9dee7;border-radius:8px;margin:0 0 16px;padding:16px}
h2{font-size:17px;margin:0 0 8px;display:flex;gap:12px;align-items:center}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-top:1px solid #e6e9ef;vertical-align:top;overflow-wrap:anywhere}th{font-weight:600;color:#52606d}
.badge{display:inline-block;padding:0 8px;border-radius:4px;font-size:13px;font-weight:600}.ok{background:#e3f4e8;color:#1d6b34}
.bad{background:#fbe6e1;color:#a3321b}.muted{background:#eceff3;color:#52606d}.detail{color:#52606d;font-size:13px}
.issues{margin-top:8px;font-size:13px}.counts{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}code{font-size:13px}`;

/** The report as one self-contained HTML page (inline styles, no scripts, every value escaped). */
export const renderHtml = (report: Report): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance report — ${escape(report.upstream)}</title><style>${style}</style></head>
<body><header><h1>Kakehashi upstream conformance</h1>
<div>${escape(report.upstream)}${escape(report.basePath)} · ${escape(report.startedAt)} · ${report.signedIn ? 'signed in' : 'anonymous'} · ${report.allowWrites ? 'writes allowed' : 'read-only'}</div>
<div class="counts">${(Object.entries(report.counts) as [Verdict, number][]).map(([v, n]) => `${badge(v)} ${n}`).join(' ')}</div></header>
<main><p><strong>${report.ok ? 'The upstream conforms to the contracts.' : 'Mismatches found: the BFF would fail on the endpoints marked below.'}</strong></p>
${report.endpoints
  .map(
    (e) =>
      `<section><h2><code>${escape(e.name)}</code> ${badge(e.verdict)}</h2><table><thead><tr><th>step</th><th>route</th><th>HTTP</th><th>status</th><th>verdict</th></tr></thead><tbody>${e.calls.map(row).join('')}</tbody></table></section>`,
  )
  .join('\n')}
<section><h2>Not on the tour</h2><p>${report.notExercised.map((n) => `<code>${escape(n)}</code>`).join(', ') || 'none'}</p></section>
</main></body></html>
`;
