import { upstreamNames, type UpstreamName } from '@kakehashi/contracts';
import type { SchemaIssue, Verdict } from './check';
import { adviceFor } from './advice';
import type { ConformanceOptions } from './options';
import type { Route } from './route-probe';

export type CallRecord = Route & {
  name: UpstreamName;
  label: string;
  verdict: Verdict;
  httpStatus?: number;
  status?: string;
  issues?: SchemaIssue[];
  detail?: string;
  /** For a skipped call: what it would have judged (the checks the skip hides). */
  hides?: string;
  /** Where the upstream answers instead, when the configured route is not there. */
  found?: Route;
};
/** A failure of the tool itself on one step (a bug to report): recorded, never a lost report. */
export type ToolError = { step: string; message: string; stack?: string };
export type EndpointReport = {
  name: UpstreamName;
  verdict: Verdict;
  /** What to do about the verdict (advice.ts). */
  advice: string;
  calls: CallRecord[];
};
export type Report = {
  upstream: string;
  basePath: string;
  /** The UPSTREAM_ADAPTER the answers were seen through, when there was one. */
  adapter?: string;
  startedAt: string;
  allowWrites: boolean;
  signedIn: boolean;
  ok: boolean;
  counts: Record<Verdict, number>;
  endpoints: EndpointReport[];
  notExercised: UpstreamName[];
  errors: ToolError[];
  /** UPSTREAM_ENDPOINTS as configured for the run: the suggestion keeps what it does not fix. */
  configuredEndpoints: ConformanceOptions['upstream']['endpoints'];
};

/** Worst first: an endpoint's verdict is the worst of its calls. */
export const severity: Verdict[] = [
  'route-differs',
  'unreachable',
  'schema-mismatch',
  'unknown-status',
  'conforms',
  'skipped',
];
/** Per endpoint, the worst verdict of its calls; the run is ok when none is a mismatch. */
export const summarise = (
  options: ConformanceOptions,
  calls: CallRecord[],
  signedIn: boolean,
  errors: ToolError[] = [],
): Report => {
  const byName = new Map<UpstreamName, CallRecord[]>();
  for (const call of calls) byName.set(call.name, [...(byName.get(call.name) ?? []), call]);
  const judged = [...byName].map(([name, list]) => ({
    name,
    calls: list,
    verdict: severity.find((v) => list.some((c) => c.verdict === v)) ?? 'skipped',
    advice: '',
  }));
  // Endpoints that answered at all tell a missing endpoint from an upstream out of reach.
  const answering = judged.filter((e) => e.verdict !== 'unreachable' && e.verdict !== 'skipped');
  const endpoints = judged.map((e) => ({
    ...e,
    advice: adviceFor(e, answering.filter((other) => other !== e).length),
  }));
  const counts = Object.fromEntries(
    severity.map((v) => [v, endpoints.filter((e) => e.verdict === v).length]),
  ) as Record<Verdict, number>;
  return {
    upstream: options.upstream.url,
    basePath: options.upstream.basePath,
    ...(options.adapterPath ? { adapter: options.adapterPath } : {}),
    startedAt: new Date().toISOString(),
    allowWrites: options.allowWrites,
    signedIn,
    ok:
      !errors.length && endpoints.every((e) => e.verdict === 'conforms' || e.verdict === 'skipped'),
    counts,
    endpoints,
    notExercised: upstreamNames.filter((n) => !byName.has(n)),
    errors,
    configuredEndpoints: options.upstream.endpoints,
  };
};
