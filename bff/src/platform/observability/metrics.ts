import type { Request, RequestHandler, Response } from 'express';
import type { AnswerObserver } from './answer-observers';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Sender } from './request-context';

/**
 * What metrics reads of an upstream client and its outcomes, said structurally: observability sits
 * below the upstream client in the platform's layers (docs/architecture.md#the-bff-at-a-glance),
 * so it names the shape it times rather than importing it.
 */
type OutcomeLike = { kind: string; httpStatus?: number; reason?: string };
type TimedRequest = { path: string };

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// The gauge's levels name the breaker's states; resilience/ reports into it, never the reverse.
const breakerLevel = { closed: 0, 'half-open': 1, open: 2 } as const;
type BreakerState = keyof typeof breakerLevel;

/**
 * The route label of a request, with bounded cardinality: the matched route's pattern (or the
 * name a handler put in `res.locals.metricsRoute`, e.g. the proxy's allowlisted name), else a
 * class — never the raw path, which a client could vary without limit.
 */
export const routeLabel = (req: Request, res: Response): string => {
  const named = (res.locals as { metricsRoute?: string }).metricsRoute;
  if (named) return named;
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/api')) return '/api (unmatched)';
  if (path.startsWith('/assets/')) return '/assets';
  return res.getHeader('content-type')?.toString().startsWith('text/html') ? 'page' : 'other';
};

/**
 * The BFF's Prometheus metrics (prom-client, docs/security.md#metrics): requests by route and status, request
 * and upstream latency histograms, cache lookups with the hit ratio, background refreshes and
 * the circuit breaker's state and answers refused by their contract. One registry per app, so tests and several apps do not collide.
 */
export const metricsRegistry = (options: { defaultMetrics?: boolean } = {}) => {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'bff_http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['method', 'route', 'status'],
    buckets: latencyBuckets,
    registers,
  });
  const upstream = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'Upstream call latency, by path and outcome',
    labelNames: ['path', 'outcome'],
    buckets: latencyBuckets,
    registers,
  });
  const lookups = new Counter({
    name: 'bff_cache_lookups_total',
    help: 'Read-cache lookups: hit, stale or miss',
    labelNames: ['result'],
    registers,
  });
  const recalls = new Counter({
    name: 'bff_upstream_answer_recalls_total',
    help: 'Answers of recallable reads: hit (parsed before) or miss (parsed now)',
    labelNames: ['result'],
    registers,
  });
  const refreshes = new Counter({
    name: 'bff_cache_refreshes_total',
    help: 'Background cache refreshes, by result',
    labelNames: ['result'],
    registers,
  });
  const counts = { hit: 0, stale: 0, miss: 0 };
  new Gauge({
    name: 'bff_cache_hit_ratio',
    help: 'Share of cache lookups answered from the cache (fresh or stale) since start',
    registers,
    collect() {
      const total = counts.hit + counts.stale + counts.miss;
      this.set(total ? (counts.hit + counts.stale) / total : 0);
    },
  });
  const breaches = new Counter({
    name: 'bff_upstream_contract_breaches_total',
    help: 'Upstream success answers refused by their contract (E000-502), by endpoint',
    labelNames: ['endpoint'],
    registers,
  });
  const breaker = new Gauge({
    name: 'bff_circuit_breaker_state',
    help: 'Circuit breaker: 0 closed, 1 half-open, 2 open',
    labelNames: ['breaker'],
    registers,
  });

  /** Requests by route and status, and their latency: an observer of answer-observers.ts. */
  const recordAnswer: AnswerObserver = (req, res, elapsedMs, completed) => {
    // A request the client cut off has no status to count (as before: only finished answers).
    if (!completed) return;
    const labels = {
      method: req.method,
      route: routeLabel(req, res),
      status: String(res.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, elapsedMs / 1000);
  };

  const outcomeLabel = (outcome: OutcomeLike) =>
    outcome.kind === 'response' ? String(outcome.httpStatus) : outcome.reason;

  return {
    registry,
    recordAnswer,
    /** Times every upstream call (wrap the upstream client once). */
    instrumentUpstream: <
      Req extends TimedRequest,
      Out extends OutcomeLike,
      S extends Sender<Req, Out>,
    >(
      http: S & Sender<Req, Out>,
    ): S => ({
      ...http,
      send: async (request: Req) => {
        const stop = upstream.startTimer({ path: request.path });
        const outcome = await http.send(request);
        stop({ outcome: outcomeLabel(outcome) });
        return outcome;
      },
    }),
    recordCacheLookup: (result: 'hit' | 'stale' | 'miss') => {
      counts[result] += 1;
      lookups.inc({ result });
    },
    recordRefresh: (result: 'ok' | 'failed') => refreshes.inc({ result }),
    /** A recallable read's answer (docs/architecture.md#recalled-answers). */
    recordRecall: (result: 'hit' | 'miss') => recalls.inc({ result }),
    /** An allowlisted endpoint's answer broke its contract (a bounded label: the table's name). */
    recordContractBreach: (endpoint: string) => breaches.inc({ endpoint }),
    setBreakerState: (state: BreakerState, name = 'upstream') =>
      breaker.set({ breaker: name }, breakerLevel[state]),
    /** `GET /metrics` in the Prometheus text format. */
    handler: (async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type(registry.contentType).send(await registry.metrics());
    }) as RequestHandler,
  };
};
export type Metrics = ReturnType<typeof metricsRegistry>;
